import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  getContractAddress,
  http,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sepolia } from 'viem/chains';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MULTICALL3_ADDRESS } from '@/config/chains';
import { bearNftAbi, bearStakingAbi, multicall3DeployedBytecode } from '@/contracts/generated';
import { deployPublic } from '../../scripts/contracts/deployPublic.mjs';
import { freePort, startAnvil, type RunningAnvil } from './support/anvil';

// `npm run deploy` against a stand-in for a public chain: a second anvil with Sepolia's chain
// id (the script refuses the local 31337), started for this file and stopped by its pid.

/** anvil's dev account #0 (a well-known test key): the deployer. */
const DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const deployerAccount = privateKeyToAccount(DEPLOYER_KEY);
const DEPLOYER = deployerAccount.address;
/** anvil's dev account #5 stands for the Safe the config names as the final owner. */
const FINAL_OWNER: Address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

const CONFIG = {
  chainId: sepolia.id,
  bear: {
    name: 'Bear',
    symbol: 'BEAR',
    maxSupply: 1000,
    price: '0.01',
    walletLimit: 5,
    saleActive: true,
    saleStartsAt: 0,
  },
  token: { name: 'Bear Hub Token', symbol: 'BHT', supply: '1000000' },
  staking: { tierAprBps: [300, 600, 900, 1200, 2500], rewardPool: '1000' },
};

let anvil: RunningAnvil;
let rpcUrl: string;
let client: ReturnType<typeof createPublicClient>;
let testClient: ReturnType<typeof createTestClient>;
let snapshot: Hex;
let deploymentsDir: string;

beforeAll(async () => {
  anvil = await startAnvil(await freePort(), { chainId: sepolia.id });
  rpcUrl = anvil.rpcUrl;
  client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 20 });
  testClient = createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
  // Every public chain the hub serves has Multicall3; this one gets it the way anvil allows.
  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicall3DeployedBytecode });
});

afterAll(async () => {
  await anvil?.stop();
});

beforeEach(async () => {
  snapshot = await testClient.snapshot();
  deploymentsDir = mkdtempSync(join(tmpdir(), 'bear-deploy-'));
  mkdirSync(join(deploymentsDir, 'config'));
});

afterEach(async () => {
  await testClient.revert({ id: snapshot });
  rmSync(deploymentsDir, { recursive: true, force: true });
});

function writeConfig(config: object) {
  writeFileSync(join(deploymentsDir, 'config', `${sepolia.id}.json`), JSON.stringify(config));
}

async function deploy() {
  const lines: string[] = [];
  const result = await deployPublic({
    rpcUrl,
    chain: 'sepolia',
    account: deployerAccount,
    deploymentsDir,
    confirm: async () => true,
    log: (line) => lines.push(line),
    pollingIntervalMs: 20,
  });
  return { result, output: lines.join('\n') };
}

const ownershipOf = async (address: Address) => ({
  owner: await client.readContract({ address, abi: bearNftAbi, functionName: 'owner' }),
  pendingOwner: await client.readContract({
    address,
    abi: bearNftAbi,
    functionName: 'pendingOwner',
  }),
});

describe('public deployment: ownership (scripts/contracts/deployPublic.mjs)', () => {
  it('behavior: with a final owner in the config, the deployer owns both contracts and that owner is pending until it accepts', async () => {
    writeConfig({ ...CONFIG, owner: FINAL_OWNER });
    const { result, output } = await deploy();
    const { bearNft, bearStaking } = result.addresses;

    for (const address of [bearNft!, bearStaking!]) {
      expect(await ownershipOf(address)).toEqual({ owner: DEPLOYER, pendingOwner: FINAL_OWNER });
    }
    expect(result.sent).toEqual([
      'bearNft',
      'bearToken',
      'bearStaking',
      'approveRewards',
      'fundRewards',
      'handOverBearNft',
      'handOverBearStaking',
    ]);
    expect(output).toContain(
      `owner     ${FINAL_OWNER} once it accepts (the deployer owns the contracts until then)`,
    );
    expect(output).toContain(
      `BearNft      ${bearNft}: owned by ${DEPLOYER} until ${FINAL_OWNER} accepts`,
    );
    expect(output).toContain(`${FINAL_OWNER} accepts it from its own account by calling`);
    expect(output).toContain(
      `acceptOwnership() (no arguments, no value) on BearNft ${bearNft} and on BearStaking ${bearStaking}.`,
    );
    expect(output).toContain('With a Safe: New transaction → Transaction Builder');

    // The owner accepts from its own account (anvil signs for #5 here, as the Safe would).
    const ownerWallet = createWalletClient({
      account: FINAL_OWNER,
      chain: { ...sepolia, rpcUrls: { default: { http: [rpcUrl] } } },
      transport: http(rpcUrl),
    });
    for (const address of [bearNft!, bearStaking!]) {
      const hash = await ownerWallet.sendTransaction({
        to: address,
        data: encodeFunctionData({ abi: bearStakingAbi, functionName: 'acceptOwnership' }),
      });
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
      expect(await ownershipOf(address)).toEqual({
        owner: FINAL_OWNER,
        pendingOwner: zeroAddress,
      });
    }

    // A later run sends nothing and reports the accepted ownership.
    const nonce = await client.getTransactionCount({ address: DEPLOYER });
    const again = await deploy();
    expect(again.result.sent).toEqual([]);
    expect(await client.getTransactionCount({ address: DEPLOYER })).toBe(nonce);
    expect(again.output).toContain(`BearStaking  ${bearStaking}: owned by the configured owner`);
    expect(again.output).not.toContain('acceptOwnership()');
  });

  it('behavior: without an owner in the config the deployer owns both contracts and nothing is pending', async () => {
    writeConfig(CONFIG);
    const { result, output } = await deploy();
    expect(result.sent).toEqual([
      'bearNft',
      'bearToken',
      'bearStaking',
      'approveRewards',
      'fundRewards',
    ]);
    expect(result.addresses.bearNft).toBe(getContractAddress({ from: DEPLOYER, nonce: 0n }));
    for (const address of [result.addresses.bearNft!, result.addresses.bearStaking!]) {
      expect(await ownershipOf(address)).toEqual({ owner: DEPLOYER, pendingOwner: zeroAddress });
    }
    expect(output).toContain(`owner     ${DEPLOYER} (the deployer: no \`owner\` in the config)`);
    expect(output).not.toContain('acceptOwnership()');
  });
});
