import { encodeFunctionData } from 'viem';
import { rpc } from '../../../scripts/chain/anvil.mjs';
import { bearStakingAbi } from '../../../src/contracts/generated/BearStaking';
import { bearTokenAbi } from '../../../src/contracts/generated/BearToken';
import { localDeployments } from '../../../src/contracts/generated/deployments';
import { expect } from './fixtures';
import { ANVIL_ACCOUNT_0, LOCAL_CHAIN_ID } from './testWallet';

// Writes a test makes straight on its anvil (not through the hub), each waited for until mined.

const { bearStaking: STAKING, bearToken: TOKEN } = localDeployments[LOCAL_CHAIN_ID];

/** Sends a transaction from an unlocked anvil account and waits for its successful receipt. */
export async function sendMined(rpcUrl: string, to: string, data: string, from = ANVIL_ACCOUNT_0) {
  const hash = (await rpc(rpcUrl, 'eth_sendTransaction', [{ from, to, data }])) as string;
  await expect
    .poll(
      async () =>
        ((await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status: string } | null)
          ?.status ?? null,
    )
    .toBe('0x1');
}

/** Account #0 allows the staking contract `amount` of BHT. */
export async function approveDirect(rpcUrl: string, amount: bigint) {
  await sendMined(
    rpcUrl,
    TOKEN,
    encodeFunctionData({ abi: bearTokenAbi, functionName: 'approve', args: [STAKING, amount] }),
  );
}

/** Account #0 opens `times` positions of `amount` in `tier` (no APR floor). */
export async function stakeDirect(rpcUrl: string, amount: bigint, tier: number, times = 1) {
  await approveDirect(rpcUrl, amount * BigInt(times));
  const data = encodeFunctionData({
    abi: bearStakingAbi,
    functionName: 'stake',
    args: [amount, tier, 0],
  });
  for (let i = 0; i < times; i += 1) await sendMined(rpcUrl, STAKING, data);
}
