/**
 * MSW handlers for a mock chain with the staking contracts: eth_call of BearStaking
 * `dashboard(account)` and of the token's `symbol`, `decimals` and `allowance`, directly or
 * inside Multicall3 `aggregate3`, single or in JSON-RPC batches. Writes' simulations answer
 * with the revert the test sets (`reverts`), encoded as the node would.
 */
import { http, HttpResponse } from 'msw';
import {
  decodeFunctionData,
  encodeErrorResult,
  encodeFunctionResult,
  multicall3Abi,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import { bearStakingAbi } from '@/contracts/generated/BearStaking';
import { bearTokenAbi } from '@/contracts/generated/BearToken';

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
  chainId: number;
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
  /** Per lower-case account. */
  accounts: Record<string, { balance: bigint; allowance: bigint; positions: MockPosition[] }>;
  /** Revert of a simulated write, by function name (e.g. `unstake`). */
  reverts: Record<string, Hex>;
  /** When true every request fails with HTTP 503 (an RPC outage). */
  failing: boolean;
  /** Every JSON-RPC method received, in order; `dashboardReads` counts dashboard calls. */
  received: string[];
  dashboardReads: number;
}

const DAY_S = 86_400n;
export const MOCK_LOCK_S = [0n, 7n * DAY_S, 15n * DAY_S, 30n * DAY_S, 365n * DAY_S] as const;

/** The encoded revert of BearStaking error `name` with `args`, as a node returns it. */
export function stakingRevert(
  name: 'StillLocked' | 'ZeroAmount' | 'RewardPoolTooSmall' | 'NotYourPosition',
  args: readonly unknown[] = [],
): Hex {
  return encodeErrorResult({
    abi: bearStakingAbi,
    errorName: name,
    args: args as never,
  } as Parameters<typeof encodeErrorResult>[0]);
}

interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: number | string;
  method: string;
  params?: unknown[];
}

class Reverted extends Error {
  constructor(readonly data: Hex) {
    super('execution reverted');
  }
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

function answerCall(chain: MockStakingChain, call: { to?: string; data?: Hex }): Hex {
  const to = call.to?.toLowerCase();
  const data = call.data ?? '0x';
  if (to === chain.stakingAddress.toLowerCase()) {
    const { functionName, args } = decodeFunctionData({ abi: bearStakingAbi, data });
    if (functionName === 'dashboard') {
      chain.dashboardReads += 1;
      return encodeFunctionResult({
        abi: [
          bearStakingAbi.find(
            (item): item is DashboardResult => item.type === 'function' && item.name === 'dashboard',
          )!,
        ],
        functionName: 'dashboard',
        result: dashboardOf(chain, String(args?.[0])),
      } as Parameters<typeof encodeFunctionResult>[0]);
    }
    const revert = chain.reverts[functionName];
    if (revert) throw new Reverted(revert);
    return '0x';
  }
  if (to === chain.tokenAddress.toLowerCase()) {
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
    throw new Error(`token ${functionName} is not mocked`);
  }
  const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data });
  if (functionName === 'getEthBalance') {
    return encodeFunctionResult({ abi: multicall3Abi, functionName, result: 0n });
  }
  if (functionName !== 'aggregate3') throw new Error(`eth_call of ${functionName} is not mocked`);
  return encodeFunctionResult({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    result: args[0].map((inner) => {
      try {
        return { success: true, returnData: answerCall(chain, { to: inner.target, data: inner.callData }) };
      } catch (error) {
        return { success: false, returnData: error instanceof Reverted ? error.data : ('0x' as Hex) };
      }
    }),
  });
}

function answer(chain: MockStakingChain, request: JsonRpcRequest) {
  chain.received.push(request.method);
  const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
  try {
    switch (request.method) {
      case 'eth_chainId':
        return ok(toHex(chain.chainId));
      case 'eth_blockNumber':
        return ok(toHex(1_000n));
      case 'eth_call':
        return ok(answerCall(chain, request.params?.[0] as { to?: string; data?: Hex }));
      default:
        return {
          jsonrpc: '2.0',
          id: request.id,
          error: { code: -32601, message: `Method ${request.method} not mocked` },
        };
    }
  } catch (error) {
    if (error instanceof Reverted) {
      return {
        jsonrpc: '2.0',
        id: request.id,
        error: { code: 3, message: 'execution reverted', data: error.data },
      };
    }
    return {
      jsonrpc: '2.0',
      id: request.id,
      error: { code: -32000, message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/** A mock staking chain with the given overrides (no accounts, nothing failing). */
export function createMockStakingChain(
  overrides: Partial<MockStakingChain> & Pick<MockStakingChain, 'stakingAddress' | 'tokenAddress'>,
): MockStakingChain {
  return {
    chainId: 1,
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
    accounts: {},
    reverts: {},
    failing: false,
    received: [],
    dashboardReads: 0,
    ...overrides,
  };
}

/** Handlers answering JSON-RPC POSTs to every URL from `chain`. */
export function createStakingRpcHandlers(chain: MockStakingChain) {
  return [
    http.post(/.*/, async ({ request }) => {
      if (chain.failing) return new HttpResponse('Service Unavailable', { status: 503 });
      const body = (await request.json()) as JsonRpcRequest | JsonRpcRequest[];
      return HttpResponse.json(
        Array.isArray(body) ? body.map((item) => answer(chain, item)) : answer(chain, body),
      );
    }),
  ];
}
