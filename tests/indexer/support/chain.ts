// A chain of the indexer tests' own: anvil on a free port with the project's contracts deployed
// by scripts/contracts/deploy.mjs (demo state included), and a deployment record of its own
// (as deploy.mjs writes deployments/31337.json, which is left alone) for the indexer to read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEventLogs,
  type Abi,
  type ContractFunctionArgs,
  type ContractFunctionName,
} from 'viem';
import { foundry } from 'viem/chains';
import { rpc, startAnvil } from '../../../scripts/chain/anvil.mjs';
import { findFreePort } from '../../../scripts/chain/hub.mjs';
import { SCRATCH_DIR } from '../../../scripts/chain/indexer.mjs';
import { deployLocal, renderLocalRecord } from '../../../scripts/contracts/deploy.mjs';
import { bearNftAbi } from '../../../src/contracts/generated/BearNft';
import { bearStakingAbi } from '../../../src/contracts/generated/BearStaking';
import { bearTokenAbi } from '../../../src/contracts/generated/BearToken';
import { TEST_WRITE_GAS } from '../../support/testGas';

/**
 * Blocks mined before the deployment, so that its record's blocks are not the chain's first
 * ones: an indexer that ignored them and read from genesis would show it.
 */
export const BLOCKS_BEFORE_DEPLOYMENT = 5;
/** Blocks mined after the deployment so that Ponder's backfill, not its live sync, reads it. */
const BLOCKS_AFTER_DEPLOYMENT = 40;
const RECEIPT_POLL_MS = 50;

export const abis = { bearNft: bearNftAbi, bearToken: bearTokenAbi, bearStaking: bearStakingAbi };

export type TestChain = Awaited<ReturnType<typeof startTestChain>>;

export async function startTestChain() {
  const anvil = await startAnvil({ port: await findFreePort(), quiet: true });
  // PGlite's files go here too: memory when the system has it (see SCRATCH_DIR).
  const workDir = mkdtempSync(join(SCRATCH_DIR, 'bear-indexer-test-'));
  try {
    await rpc(anvil.rpcUrl, 'anvil_mine', [`0x${BLOCKS_BEFORE_DEPLOYMENT.toString(16)}`]);
    const deployment = await deployLocal({ rpcUrl: anvil.rpcUrl, writeDeployments: false });
    await rpc(anvil.rpcUrl, 'anvil_mine', [`0x${BLOCKS_AFTER_DEPLOYMENT.toString(16)}`]);
    const deploymentFile = join(workDir, `${deployment.chainId}.json`);
    writeFileSync(deploymentFile, renderLocalRecord(deployment.chainId, deployment.contracts));
    const transport = http(anvil.rpcUrl);
    const client = createPublicClient({
      chain: foundry,
      transport,
      pollingInterval: RECEIPT_POLL_MS,
    });
    const accounts = (await rpc(anvil.rpcUrl, 'eth_accounts')) as `0x${string}`[];

    /** Sends a contract call from a dev account (anvil signs); returns the decoded logs. */
    async function send<
      const abi extends Abi,
      name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
    >(
      from: `0x${string}`,
      request: {
        address: `0x${string}`;
        abi: abi;
        functionName: name;
        args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>;
        value?: bigint;
      },
    ) {
      const wallet = createWalletClient({ account: from, chain: foundry, transport });
      // A fixed gas limit, not an estimate (see TEST_WRITE_GAS).
      // The generic request is what writeContract takes; TypeScript cannot follow it here.
      const hash = await wallet.writeContract({ ...request, gas: TEST_WRITE_GAS } as never);
      const receipt = await client.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`${request.functionName} reverted`);
      return { receipt, events: parseEventLogs({ abi: request.abi, logs: receipt.logs }) };
    }

    return {
      rpcUrl: anvil.rpcUrl,
      client,
      accounts,
      deployment,
      deploymentFile,
      workDir,
      send,
      rpc: (method: string, params: unknown[] = []) => rpc(anvil.rpcUrl, method, params),
      async stop() {
        await anvil.stop();
        rmSync(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await anvil.stop();
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}

/** Approves and stakes `amount` into `tier` from `account`; the new position and its receipt. */
export async function stake(
  chain: TestChain,
  account: `0x${string}`,
  amount: bigint,
  tier: number,
) {
  const { bearToken, bearStaking } = chain.deployment;
  await chain.send(account, {
    address: bearToken,
    abi: abis.bearToken,
    functionName: 'approve',
    args: [bearStaking, amount],
  });
  const { receipt, events } = await chain.send(account, {
    address: bearStaking,
    abi: abis.bearStaking,
    functionName: 'stake',
    // No APR floor: the tests set the APRs themselves.
    args: [amount, tier, 0],
  });
  const staked = events.find((event) => event.eventName === 'Staked');
  if (staked?.eventName !== 'Staked') throw new Error('stake emitted no Staked event');
  return { id: staked.args.id, reward: staked.args.reward, receipt };
}
