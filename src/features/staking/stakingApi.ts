/**
 * The staking page's one chain read, in one multicall whatever the number of positions; the
 * client and the ABIs are `import()`ed inside the query so the first view does not carry them.
 */
import { STAKING_DASHBOARD_ENDPOINT, STAKING_DASHBOARD_TAG } from './tags';
import { chainApi } from '@/wallet/chainApi';
import { getContractAddress } from '@/config/contracts';
import type { StakingPosition } from '@/features/hub/slice';
import { chainQuery } from '@/features/onchain/query';
import { ChainNotConfiguredError } from '@/wallet/errors';
import type { StakingReadArgs } from './selectors';

/** Everything the page shows, serializable: amounts as decimal strings of base units. */
export type StakingDashboard = Awaited<ReturnType<typeof readStakingDashboard>>;
/** Durations in seconds: `lockDuration` 0 for the flexible tier, `rewardDuration` its horizon. */
export type StakingTier = StakingDashboard['tiers'][number];

/** The staking contract's read client and ABI excerpt (generated), loaded with the first read. */
async function stakingReader(chainId: number) {
  const address = getContractAddress(chainId, 'bearStaking');
  if (!address) throw new ChainNotConfiguredError(chainId);
  const [{ getChainClient }, { bearStakingReadAbi }] = await Promise.all([
    import('@/wallet/clients'),
    import('@/contracts/generated/read/BearStaking'),
  ]);
  return {
    client: getChainClient(chainId),
    staking: { address, abi: bearStakingReadAbi } as const,
  };
}

async function readStakingDashboard({ chainId, account }: StakingReadArgs) {
  const tokenAddress = getContractAddress(chainId, 'bearToken');
  if (!tokenAddress) throw new ChainNotConfiguredError(chainId);
  // The ABI excerpts of exactly these reads (generated), not the whole ABIs.
  const [{ client, staking }, { bearTokenReadAbi }] = await Promise.all([
    stakingReader(chainId),
    import('@/contracts/generated/read/BearToken'),
  ]);
  // A connected account's part of the flexible share; a visitor (the zero address) has none.
  const holderCall =
    BigInt(account) !== 0n
      ? [{ ...staking, functionName: 'flexibleRewardAvailableTo', args: [account] } as const]
      : [];
  const [
    board,
    symbol,
    decimals,
    owner,
    pendingOwner,
    flexibleRewardsReserved,
    flexibleRewardAvailable,
    ...holderRead
  ] = await client.multicall({
    allowFailure: false,
    contracts: [
      { ...staking, functionName: 'dashboard', args: [account] },
      { address: tokenAddress, abi: bearTokenReadAbi, functionName: 'symbol' },
      { address: tokenAddress, abi: bearTokenReadAbi, functionName: 'decimals' },
      { ...staking, functionName: 'owner' },
      { ...staking, functionName: 'pendingOwner' },
      { ...staking, functionName: 'flexibleRewardsReserved' },
      { ...staking, functionName: 'flexibleRewardAvailable' },
      // Typed apart: viem's inference of a call list does not follow a conditional spread.
      ...(holderCall as unknown as []),
    ],
  });
  const [flexibleRewardAvailableTo] = holderRead as (bigint | undefined)[];
  return {
    chainId,
    account,
    stakingAddress: staking.address,
    owner,
    pendingOwner,
    timestamp: Number(board.timestamp),
    token: { address: board.token, symbol, decimals },
    stats: {
      ...(Object.fromEntries(
        Object.entries(board.stats).map(([name, value]) => [name, value.toString()]),
      ) as Record<keyof typeof board.stats, string>),
      flexibleRewardsReserved: flexibleRewardsReserved.toString(),
      flexibleRewardAvailable: flexibleRewardAvailable.toString(),
      ...(flexibleRewardAvailableTo === undefined
        ? {}
        : { flexibleRewardAvailableTo: String(flexibleRewardAvailableTo) }),
    },
    tiers: board.tiers.map((tier) => ({
      id: tier.id,
      lockDuration: Number(tier.lockDuration),
      rewardDuration: Number(tier.rewardDuration),
      aprBps: tier.aprBps,
    })),
    positions: board.positions.map((position): StakingPosition => ({
      id: position.id.toString(),
      amount: position.amount.toString(),
      tier: position.tier,
      aprBps: position.aprBps,
      startedAt: Number(position.startedAt),
      unlocksAt: Number(position.unlocksAt),
      rewardEndsAt: Number(position.rewardEndsAt),
      claimed: position.claimed.toString(),
      claimable: position.claimable.toString(),
    })),
    claimable: board.claimable.toString(),
    balance: board.balance.toString(),
    allowance: board.allowance.toString(),
  };
}

/** The owner's console's limits: `MAX_APR_BPS` and `FLEXIBLE_POOL_SHARE_BPS`. */
async function readStakingRules({ chainId }: { chainId: number }) {
  const { client, staking } = await stakingReader(chainId);
  const [maxAprBps, flexiblePoolShareBps] = await client.multicall({
    allowFailure: false,
    contracts: [
      { ...staking, functionName: 'MAX_APR_BPS' },
      { ...staking, functionName: 'FLEXIBLE_POOL_SHARE_BPS' },
    ],
  });
  return { maxAprBps, flexiblePoolShareBps };
}

export const stakingApi = chainApi
  .enhanceEndpoints({ addTagTypes: [STAKING_DASHBOARD_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      [STAKING_DASHBOARD_ENDPOINT]: build.query<StakingDashboard, StakingReadArgs>({
        queryFn: chainQuery(readStakingDashboard),
        providesTags: [STAKING_DASHBOARD_TAG],
      }),
      // Constants of the contract, never refreshed.
      getStakingRules: build.query({ queryFn: chainQuery(readStakingRules) }),
    }),
  });

export const { useGetStakingDashboardQuery, useGetStakingRulesQuery } = stakingApi;
