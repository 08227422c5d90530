/**
 * The staking contracts for the MSW chain (mocks/rpc.ts): BearStaking `dashboard(account)`, its
 * owner, pending owner, flexible-share views and limits, and the token's `symbol`, `decimals`,
 * `allowance` and `approve`, plugged in through `MockChainState.contracts`,
 * so they answer directly or inside Multicall3 `aggregate3`, single or in JSON-RPC batches.
 * Writes' simulations answer with the revert the test sets (`reverts`), encoded as the node would.
 */
import {
  decodeFunctionData,
  encodeErrorResult,
  encodeFunctionResult,
  type Address,
  type Hex,
} from 'viem';
import { bearStakingAbi } from '@/contracts/generated/BearStaking';
import { bearTokenAbi } from '@/contracts/generated/BearToken';
import { createMockChainState, createRpcHandlers, MockRevert, type MockChainState } from './rpc';

type DashboardResult = typeof bearStakingAbi extends readonly (infer Item)[]
  ? Item extends { type: 'function'; name: 'dashboard' }
    ? Item
    : never
  : never;

export interface MockPosition {
  id: bigint;
  tier: number;
  aprBps: number;
  amount: bigint;
  startedAt: bigint;
  unlocksAt: bigint;
  rewardEndsAt: bigint;
  reward: bigint;
  claimed: bigint;
  claimable: bigint;
}

export interface MockStakingChain {
  stakingAddress: Address;
  tokenAddress: Address;
  /** Block time the dashboard reports. */
  timestamp: bigint;
  symbol: string;
  decimals: number;
  stats: {
    totalDeposited: bigint;
    totalLocked: bigint;
    rewardPool: bigint;
    rewardsReserved: bigint;
    rewardsFunded: bigint;
    rewardsPaid: bigint;
    openPositions: bigint;
  };
  aprBps: [number, number, number, number, number];
  /** BearStaking's `owner()` and `pendingOwner()` (zero: none). */
  owner: Address;
  pendingOwner: Address;
  flexibleRewardsReserved: bigint;
  flexibleRewardAvailable: bigint;
  /** `flexibleRewardAvailableTo(holder)` of every holder (the flexible share's when absent). */
  flexibleRewardAvailableTo?: bigint;
  /** The contract's constants `MAX_APR_BPS` and `FLEXIBLE_POOL_SHARE_BPS`. */
  maxAprBps: number;
  flexiblePoolShareBps: number;
  /** Per lower-case account. */
  accounts: Record<string, { balance: bigint; allowance: bigint; positions: MockPosition[] }>;
  /** Revert of a simulated write, by function name (e.g. `unstake`). */
  reverts: Record<string, Hex>;
  /** Dashboard calls answered. */
  dashboardReads: number;
  /** Reads of the constants answered (`MAX_APR_BPS`, `FLEXIBLE_POOL_SHARE_BPS`). */
  rulesReads: number;
  /** Every other staking call answered (simulated writes), decoded, in order. */
  calls: { functionName: string; args: readonly unknown[] }[];
  /**
   * The shared mock chain the contracts are plugged into: `rpc.received` lists the JSON-RPC
   * methods received, `rpc.failWithStatus = 503` simulates an RPC outage.
   */
  rpc: MockChainState;
}

const DAY_S = 86_400n;
export const MOCK_LOCK_S = [0n, 7n * DAY_S, 15n * DAY_S, 30n * DAY_S, 365n * DAY_S] as const;

/** The encoded revert of BearStaking error `name` with `args`, as a node returns it. */
export function stakingRevert(
  name:
    | 'StillLocked'
    | 'ZeroAmount'
    | 'RewardPoolTooSmall'
    | 'NotYourPosition'
    | 'AprChanged'
    | 'AprTooHigh'
    | 'OwnableUnauthorizedAccount',
  args: readonly unknown[] = [],
): Hex {
  return encodeErrorResult({
    abi: bearStakingAbi,
    errorName: name,
    args: args as never,
  } as Parameters<typeof encodeErrorResult>[0]);
}

function dashboardOf(chain: MockStakingChain, account: string) {
  const holder = chain.accounts[account.toLowerCase()] ?? {
    balance: 0n,
    allowance: 0n,
    positions: [],
  };
  const positions = holder.positions.map((position) => ({
    ...position,
    holder: account as Address,
    closed: false,
  }));
  return {
    timestamp: chain.timestamp,
    token: chain.tokenAddress,
    stats: chain.stats,
    tiers: chain.aprBps.map((aprBps, id) => ({
      id,
      lockDuration: MOCK_LOCK_S[id]!,
      rewardDuration: id === 0 ? 365n * DAY_S : MOCK_LOCK_S[id]!,
      aprBps,
    })),
    positions,
    claimable: holder.positions.reduce((sum, position) => sum + position.claimable, 0n),
    balance: holder.balance,
    allowance: holder.allowance,
  };
}

/** What BearStaking's argument-free views answer, or undefined for any other function. */
function viewResult(chain: MockStakingChain, functionName: string): unknown {
  switch (functionName) {
    case 'owner':
      return chain.owner;
    case 'pendingOwner':
      return chain.pendingOwner;
    case 'flexibleRewardsReserved':
      return chain.flexibleRewardsReserved;
    case 'flexibleRewardAvailable':
      return chain.flexibleRewardAvailable;
    case 'flexibleRewardAvailableTo':
      return chain.flexibleRewardAvailableTo ?? chain.flexibleRewardAvailable;
    case 'MAX_APR_BPS':
      return chain.maxAprBps;
    case 'FLEXIBLE_POOL_SHARE_BPS':
      return chain.flexiblePoolShareBps;
    default:
      return undefined;
  }
}

/** The contract handler for BearStaking at `chain.stakingAddress`. */
function stakingContractHandler(chain: MockStakingChain) {
  return (data: Hex): Hex => {
    const { functionName, args } = decodeFunctionData({ abi: bearStakingAbi, data });
    if (functionName === 'dashboard') {
      chain.dashboardReads += 1;
      return encodeFunctionResult({
        abi: [
          bearStakingAbi.find(
            (item): item is DashboardResult =>
              item.type === 'function' && item.name === 'dashboard',
          )!,
        ],
        functionName: 'dashboard',
        result: dashboardOf(chain, String(args?.[0])),
      } as Parameters<typeof encodeFunctionResult>[0]);
    }
    const view = viewResult(chain, functionName);
    if (view !== undefined) {
      if (functionName === 'MAX_APR_BPS' || functionName === 'FLEXIBLE_POOL_SHARE_BPS')
        chain.rulesReads += 1;
      return encodeFunctionResult({
        abi: bearStakingAbi,
        functionName,
        result: view,
      } as Parameters<typeof encodeFunctionResult>[0]);
    }
    chain.calls.push({ functionName, args: args ?? [] });
    const revert = chain.reverts[functionName];
    if (revert) throw new MockRevert(revert);
    // A write that goes through answers zeros of its outputs (e.g. a stake's position id 0), so
    // a simulation can decode what it returns; every write's outputs are static words.
    const outputs = bearStakingAbi.find(
      (item) => item.type === 'function' && item.name === functionName,
    );
    const words = outputs && 'outputs' in outputs ? outputs.outputs.length : 0;
    return `0x${'0'.repeat(64 * words)}`;
  };
}

/** The contract handler for the token at `chain.tokenAddress`. */
function tokenContractHandler(chain: MockStakingChain) {
  return (data: Hex): Hex => {
    const { functionName, args } = decodeFunctionData({ abi: bearTokenAbi, data });
    if (functionName === 'symbol') {
      return encodeFunctionResult({ abi: bearTokenAbi, functionName, result: chain.symbol });
    }
    if (functionName === 'decimals') {
      return encodeFunctionResult({ abi: bearTokenAbi, functionName, result: chain.decimals });
    }
    if (functionName === 'allowance') {
      const owner = String(args[0]).toLowerCase();
      return encodeFunctionResult({
        abi: bearTokenAbi,
        functionName,
        result: chain.accounts[owner]?.allowance ?? 0n,
      });
    }
    if (functionName === 'approve') {
      // Simulated and estimated only: the allowance changes when a test says so.
      return encodeFunctionResult({ abi: bearTokenAbi, functionName, result: true });
    }
    throw new Error(`token ${functionName} is not mocked`);
  };
}

/**
 * A mock staking chain with the given overrides (no accounts, nothing failing): the staking
 * and token contracts plugged into a fresh mock chain (`rpc`, chain 1).
 */
export function createMockStakingChain(
  overrides: Partial<MockStakingChain> & Pick<MockStakingChain, 'stakingAddress' | 'tokenAddress'>,
): MockStakingChain {
  const chain: MockStakingChain = {
    timestamp: 1_800_000_000n,
    symbol: 'BHT',
    decimals: 18,
    stats: {
      totalDeposited: 48_000n * 10n ** 18n,
      totalLocked: 43_000n * 10n ** 18n,
      rewardPool: 997_627n * 10n ** 18n,
      rewardsReserved: 2_000n * 10n ** 18n,
      rewardsFunded: 1_000_000n * 10n ** 18n,
      rewardsPaid: 0n,
      openPositions: 5n,
    },
    aprBps: [300, 600, 900, 1200, 2500],
    // Nobody the tests connect as, unless a test says so.
    owner: '0x00000000000000000000000000000000000000a0',
    pendingOwner: '0x0000000000000000000000000000000000000000',
    flexibleRewardsReserved: 500n * 10n ** 18n,
    flexibleRewardAvailable: 249_031n * 10n ** 18n,
    maxAprBps: 50_000,
    flexiblePoolShareBps: 2_500,
    accounts: {},
    reverts: {},
    dashboardReads: 0,
    rulesReads: 0,
    calls: [],
    rpc: createMockChainState(),
    ...overrides,
  };
  chain.rpc.contracts = {
    ...chain.rpc.contracts,
    [chain.stakingAddress.toLowerCase()]: stakingContractHandler(chain),
    [chain.tokenAddress.toLowerCase()]: tokenContractHandler(chain),
  };
  return chain;
}

/** Handlers answering JSON-RPC POSTs to every URL from `chain.rpc`. */
export function createStakingRpcHandlers(chain: MockStakingChain) {
  return createRpcHandlers(chain.rpc);
}
