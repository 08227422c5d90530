import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getAddress, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { LOCAL_CHAIN_ID, MULTICALL3_ADDRESS } from '@/config/chains';
import {
  bearNftAbi,
  bearNftDeployedBytecode,
  bearStakingAbi,
  bearStakingDeployedBytecode,
  bearStakingImmutableRanges,
  bearTokenAbi,
  bearTokenDeployedBytecode,
  bearTokenImmutableRanges,
  multicall3DeployedBytecode,
} from '@/contracts/generated';
import { localDeployments } from '@/contracts/generated/deployments';
import {
  DEMO_BEAR,
  DEMO_MINTS,
  DEMO_POSITIONS,
  DEMO_STAKING,
  DEMO_TOKEN,
  DEMO_TOKEN_GRANTS,
  deployLocal,
  matchesRuntimeCode,
  renderDeployments,
  renderLocalRecord,
} from '../../scripts/contracts/deploy.mjs';
import { devAccount, isolateChainState, publicClient, RPC_URL } from './support/chain';

isolateChainState();

const LOCAL_RECORD_FILE = fileURLToPath(new URL('../../deployments/31337.json', import.meta.url));
const DEPLOYMENTS_FILE = fileURLToPath(
  new URL('../../src/contracts/generated/deployments.ts', import.meta.url),
);

describe('local deployment (scripts/contracts/deploy.mjs)', () => {
  it('behavior: on a fresh chain the Bear lands at the committed address with Multicall3 and the demo state', async () => {
    const deployer = await devAccount(0);
    expect(await publicClient.getTransactionCount({ address: deployer })).toBe(0);

    const result = await deployLocal({ rpcUrl: RPC_URL, writeDeployments: false });

    expect(result).toMatchObject({ chainId: LOCAL_CHAIN_ID, deployed: true });
    expect(result.deployedContracts).toEqual(['BearNft', 'BearToken', 'BearStaking']);
    expect(result.bearNft).toBe(localDeployments[LOCAL_CHAIN_ID].bearNft);
    expect(result.bearNft).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    expect(result.bearToken).toBe(localDeployments[LOCAL_CHAIN_ID].bearToken);
    expect(result.bearStaking).toBe(localDeployments[LOCAL_CHAIN_ID].bearStaking);
    const { bearNft, bearToken, bearStaking } = result;
    expect(readFileSync(DEPLOYMENTS_FILE, 'utf8')).toBe(
      renderDeployments({ [LOCAL_CHAIN_ID]: { bearNft, bearToken, bearStaking } }),
    );
    // The record the hub's contract table is built from holds the same addresses, and the
    // transactions and blocks that created them (the indexer starts there).
    expect(readFileSync(LOCAL_RECORD_FILE, 'utf8')).toBe(
      renderLocalRecord(LOCAL_CHAIN_ID, result.contracts),
    );
    for (const name of ['bearNft', 'bearToken', 'bearStaking'] as const) {
      const { address, transactionHash, blockNumber } = result.contracts[name];
      expect(address).toBe(result[name]);
      const receipt = await publicClient.getTransactionReceipt({ hash: transactionHash! });
      expect([
        receipt.contractAddress && getAddress(receipt.contractAddress),
        receipt.blockNumber,
      ]).toEqual([address, BigInt(blockNumber!)]);
      // Its first block: no code the block before.
      expect(
        await publicClient.getCode({ address, blockNumber: BigInt(blockNumber! - 1) }),
      ).toBeUndefined();
    }
    expect(await publicClient.getCode({ address: MULTICALL3_ADDRESS })).toBe(
      multicall3DeployedBytecode,
    );
    expect(await publicClient.getCode({ address: result.bearNft })).toBe(bearNftDeployedBytecode);

    const state = await publicClient.readContract({
      address: result.bearNft,
      abi: bearNftAbi,
      functionName: 'collectionState',
    });
    const demoTotal = DEMO_MINTS.reduce((sum, [, quantity]) => sum + quantity, 0n);
    expect(state).toMatchObject({
      maxSupply: DEMO_BEAR.maxSupply,
      totalMinted: demoTotal,
      price: DEMO_BEAR.price,
      walletLimit: DEMO_BEAR.walletLimit,
      saleActive: true,
    });
    for (const index of [0, 1]) {
      const account = await devAccount(index);
      expect(
        await publicClient.readContract({
          address: result.bearNft,
          abi: bearNftAbi,
          functionName: 'mintedBy',
          args: [account],
        }),
      ).toBe(0n);
    }
    for (const [index, quantity] of DEMO_MINTS) {
      expect(
        await publicClient.readContract({
          address: result.bearNft,
          abi: bearNftAbi,
          functionName: 'balanceOf',
          args: [await devAccount(index)],
        }),
      ).toBe(quantity);
    }
  });

  it('behavior: a fresh deployment gives the token and a funded staking contract with demo positions from #2..#4 only', async () => {
    const result = await deployLocal({ rpcUrl: RPC_URL, writeDeployments: false });
    const tokenCode = await publicClient.getCode({ address: result.bearToken });
    const stakingCode = await publicClient.getCode({ address: result.bearStaking });
    expect(
      matchesRuntimeCode(tokenCode, {
        deployedBytecode: bearTokenDeployedBytecode,
        immutableRanges: bearTokenImmutableRanges,
      }),
    ).toBe(true);
    expect(
      matchesRuntimeCode(stakingCode, {
        deployedBytecode: bearStakingDeployedBytecode,
        immutableRanges: bearStakingImmutableRanges,
      }),
    ).toBe(true);
    // The comparison does look at the code: another contract's code does not match.
    expect(
      matchesRuntimeCode(tokenCode, {
        deployedBytecode: bearStakingDeployedBytecode,
        immutableRanges: bearStakingImmutableRanges,
      }),
    ).toBe(false);

    const readToken = <const F extends 'name' | 'symbol' | 'totalSupply'>(functionName: F) =>
      publicClient.readContract({ address: result.bearToken, abi: bearTokenAbi, functionName });
    expect(await readToken('name')).toBe(DEMO_TOKEN.name);
    expect(await readToken('symbol')).toBe(DEMO_TOKEN.symbol);
    expect(await readToken('totalSupply')).toBe(DEMO_TOKEN.supply);

    const board = (index: number) =>
      devAccount(index).then((account) =>
        publicClient.readContract({
          address: result.bearStaking,
          abi: bearStakingAbi,
          functionName: 'dashboard',
          args: [account],
        }),
      );
    const staked = DEMO_POSITIONS.reduce((sum, [, amount]) => sum + amount, 0n);
    const visitor = await board(0);
    expect(visitor.token).toBe(result.bearToken);
    expect(visitor.tiers.map((tier) => tier.aprBps)).toEqual(DEMO_STAKING.aprBps);
    expect(visitor.stats).toMatchObject({
      totalDeposited: staked,
      rewardsFunded: DEMO_STAKING.rewardPool,
      rewardsPaid: 0n,
      openPositions: BigInt(DEMO_POSITIONS.length),
    });
    expect(visitor.stats.rewardPool + visitor.stats.rewardsReserved).toBe(DEMO_STAKING.rewardPool);
    const lockedDemo = DEMO_POSITIONS.filter(([, , tier]) => tier !== 0);
    expect(visitor.stats.totalLocked).toBe(
      lockedDemo.reduce((sum, [, amount]) => sum + amount, 0n),
    );

    // The Local Dev Wallet (#0) and the test account (#1) hold tokens and have no positions.
    const minimum = parseEther('10000');
    const tester = await board(1);
    expect(visitor.positions).toEqual([]);
    expect(tester.positions).toEqual([]);
    expect(visitor.balance).toBeGreaterThanOrEqual(minimum);
    expect(tester.balance).toBe(minimum);
    for (const [index, granted] of DEMO_TOKEN_GRANTS.filter(([index]) => index >= 2)) {
      const holder = await board(index);
      const positions = DEMO_POSITIONS.filter(([owner]) => owner === index);
      expect(holder.positions.map(({ amount, tier }) => [index, amount, tier])).toEqual(positions);
      const stakedByHolder = positions.reduce((sum, [, amount]) => sum + amount, 0n);
      expect(holder.balance).toBe(granted - stakedByHolder);
      expect(holder.allowance).toBe(0n);
    }
  });

  it('behavior: deploying again reuses the Bear and sends no transaction', async () => {
    const first = await deployLocal({ rpcUrl: RPC_URL, writeDeployments: false });
    const deployer = await devAccount(0);
    const nonce = await publicClient.getTransactionCount({ address: deployer });
    const blockNumber = await publicClient.getBlockNumber();

    const second = await deployLocal({ rpcUrl: RPC_URL, writeDeployments: false });

    expect(second).toMatchObject({
      bearNft: first.bearNft,
      bearToken: first.bearToken,
      bearStaking: first.bearStaking,
      deployed: false,
      deployedContracts: [],
    });
    // Found again, each with the transaction and block that created it.
    expect(second.contracts).toEqual(first.contracts);
    expect(await publicClient.getTransactionCount({ address: deployer })).toBe(nonce);
    expect(await publicClient.getBlockNumber()).toBe(blockNumber);
  });
});
