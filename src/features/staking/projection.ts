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

export type ProjectionTier = StakingTier;

export interface TierProjection {
  tier: number;
  aprBps: number;
  /** The lock, or the chosen horizon for the flexible tier. */
  seconds: number;
  reward: bigint;
  /** The whole term's reward. */
  reserved: bigint;
  /** Principal plus reward. */
  total: bigint;
  /** False when the contract would refuse to reserve the term's reward (the stake reverts). */
  coveredByPool: boolean;
  limitedBy: 'pool' | 'flexible' | null;
}

/**
 * Each tier's rewards for staking `amount`: a locked tier's until it unlocks, the flexible tier's
 * over `flexibleSeconds` (capped at its term). Covered when the pool can reserve the term's reward
 * and, for the flexible tier, when it is within `flexibleLimit` (`flexibleRewardAvailableTo`).
 */
export function projectEarnings(
  amount: bigint,
  tiers: readonly ProjectionTier[],
  flexibleSeconds: number,
  rewardPool: bigint | null = null,
  flexibleLimit: bigint | null = null,
): TierProjection[] {
  return tiers.map((tier) => {
    const flexible = tier.lockDuration === 0;
    const seconds = flexible ? Math.min(flexibleSeconds, tier.rewardDuration) : tier.lockDuration;
    const reward = accrual(amount, tier.aprBps, seconds);
    const reserved = accrual(amount, tier.aprBps, tier.rewardDuration);
    const limitedBy =
      rewardPool !== null && reserved > rewardPool
        ? 'pool'
        : flexible && flexibleLimit !== null && reserved > flexibleLimit
          ? 'flexible'
          : null;
    return {
      tier: tier.id,
      aprBps: tier.aprBps,
      seconds,
      reward,
      reserved,
      total: amount + reward,
      coveredByPool: limitedBy === null,
      limitedBy,
    };
  });
}

export interface PositionMoment {
  timestamp: number;
  accrued: bigint;
  claimed: bigint;
  event: 'start' | 'claim' | 'now' | 'end';
}

/** A position's accrued and claimed rewards at its start, each claim, now and its end. */
export function positionTimeline(
  position: Pick<StakingPosition, 'amount' | 'aprBps' | 'startedAt' | 'rewardEndsAt'>,
  claims: readonly { timestamp: number; amount: string }[],
  nowS: number,
): PositionMoment[] {
  const amount = BigInt(position.amount);
  const at = (timestamp: number) =>
    accrual(
      amount,
      position.aprBps,
      Math.min(timestamp, position.rewardEndsAt) - position.startedAt,
    );
  let claimed = 0n;
  const moment = (timestamp: number, event: PositionMoment['event']): PositionMoment => ({
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

/**
 * What `position` can claim at chain time `nowS`, as the contract computes it, so rewards grow
 * between reads; never below what the chain reported (a local clock behind the chain's).
 */
export function claimableAt(position: StakingPosition, nowS: number): bigint {
  const until = Math.min(Math.floor(nowS), position.rewardEndsAt);
  const accrued = accrual(BigInt(position.amount), position.aprBps, until - position.startedAt);
  const claimable = accrued - BigInt(position.claimed);
  const read = BigInt(position.claimable);
  return claimable > read ? claimable : read;
}
