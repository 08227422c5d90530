/**
 * What a stake earns, by BearStaking's rules: linear accrual, rounded down, from its start to the
 * end of its reward term; the whole term's reward is reserved from the pool when it opens.
 */
import { BPS_DENOMINATOR, STAKING_YEAR_S } from '@/config/constants';
import type { StakingPosition } from '@/features/hub/slice';
import type { StakingTier } from './stakingApi';

/** The contract's `_accrual`: linear, rounded down. */
export function accrual(amount: bigint, aprBps: number, seconds: number): bigint {
  if (amount <= 0n || seconds <= 0) return 0n;
  return (
    (amount * BigInt(aprBps) * BigInt(Math.floor(seconds))) /
    (BigInt(BPS_DENOMINATOR) * BigInt(STAKING_YEAR_S))
  );
}

/**
 * Each tier's rewards for staking `amount`: a locked tier's until it unlocks, the flexible tier's
 * over `flexibleSeconds` (capped at its term). Covered when the pool can reserve the term's reward
 * and, for the flexible tier, when it is within `flexibleLimit` (`flexibleRewardAvailableTo`).
 */
export function projectEarnings(
  amount: bigint,
  tiers: readonly StakingTier[],
  flexibleSeconds: number,
  rewardPool: bigint | null = null,
  flexibleLimit: bigint | null = null,
) {
  return tiers.map((tier) => {
    const flexible = tier.lockDuration === 0;
    const seconds = flexible ? Math.min(flexibleSeconds, tier.rewardDuration) : tier.lockDuration;
    const reward = accrual(amount, tier.aprBps, seconds);
    const reserved = accrual(amount, tier.aprBps, tier.rewardDuration);
    const limitedBy =
      rewardPool !== null && reserved > rewardPool
        ? ('pool' as const)
        : flexible && flexibleLimit !== null && reserved > flexibleLimit
          ? ('flexible' as const)
          : null;
    return {
      tier: tier.id,
      aprBps: tier.aprBps,
      // The lock, or the chosen horizon for the flexible tier.
      seconds,
      reward,
      // The whole term's reward.
      reserved,
      total: amount + reward,
      // False when the contract would refuse to reserve the term's reward (the stake reverts).
      coveredByPool: limitedBy === null,
      limitedBy,
    };
  });
}

export type TierProjection = ReturnType<typeof projectEarnings>[number];

/** A position's accrued and claimed rewards at its start, each claim, now and its end. */
export function positionTimeline(
  position: Pick<StakingPosition, 'amount' | 'aprBps' | 'startedAt' | 'rewardEndsAt'>,
  claims: readonly { timestamp: number; amount: string }[],
  nowS: number,
) {
  const amount = BigInt(position.amount);
  const at = (timestamp: number) =>
    accrual(
      amount,
      position.aprBps,
      Math.min(timestamp, position.rewardEndsAt) - position.startedAt,
    );
  let claimed = 0n;
  const moment = (timestamp: number, event: 'start' | 'claim' | 'now' | 'end') => ({
    timestamp,
    accrued: at(timestamp),
    claimed,
    event,
  });
  const moments = [moment(position.startedAt, 'start')];
  for (const claim of [...claims].sort((a, b) => a.timestamp - b.timestamp)) {
    claimed += BigInt(claim.amount);
    moments.push(moment(claim.timestamp, 'claim'));
  }
  const now = Math.floor(nowS);
  if (now > position.startedAt && now < position.rewardEndsAt) moments.push(moment(now, 'now'));
  moments.push(moment(position.rewardEndsAt, 'end'));
  return moments.sort((a, b) => a.timestamp - b.timestamp);
}

export type PositionMoment = ReturnType<typeof positionTimeline>[number];

/** What `position` can claim at chain time `nowS` (growing between reads), never below the read. */
export function claimableAt(position: StakingPosition, nowS: number): bigint {
  const until = Math.min(Math.floor(nowS), position.rewardEndsAt);
  const accrued = accrual(BigInt(position.amount), position.aprBps, until - position.startedAt);
  const claimable = accrued - BigInt(position.claimed);
  const read = BigInt(position.claimable);
  return claimable > read ? claimable : read;
}
