/**
 * What a stake earns, by BearStaking's rules (contracts/BearStaking.sol): a position accrues
 * `amount × aprBps × seconds / (10 000 × 365 days)`, rounded down, from its start to the end of
 * its reward term: the lock for a locked tier, FLEXIBLE_REWARD_HORIZON (365 days) for the
 * flexible tier, which may leave any time after its one-day hold. The reward of a whole term is
 * reserved from the reward pool when the position opens.
 */
import { BPS_DENOMINATOR, STAKING_YEAR_S } from '@/config/constants';
import type { StakingPosition } from '@/features/hub/slice';

/** The contract's `_accrual`: linear, rounded down. */
export function accrual(amount: bigint, aprBps: number, seconds: number): bigint {
  if (amount <= 0n || seconds <= 0) return 0n;
  return (
    (amount * BigInt(aprBps) * BigInt(Math.floor(seconds))) /
    (BigInt(BPS_DENOMINATOR) * BigInt(STAKING_YEAR_S))
  );
}

/** A tier as the dashboard reads it (`tiers()`). */
export interface ProjectionTier {
  id: number;
  /** Seconds; 0 for the flexible tier. */
  lockDuration: number;
  /** Seconds: the lock, or the flexible tier's reward horizon. */
  rewardDuration: number;
  aprBps: number;
}

export interface TierProjection {
  tier: number;
  aprBps: number;
  /** Seconds the projection covers: the lock, or the chosen horizon for the flexible tier. */
  seconds: number;
  /** Rewards earned over `seconds`. */
  reward: bigint;
  /** What the contract reserves from the pool at the stake: the whole term's reward. */
  reserved: bigint;
  /** Principal plus reward. */
  total: bigint;
  /**
   * False when the contract would refuse to reserve the term's reward (the stake would revert):
   * beyond the reward pool, or for the flexible tier beyond its flexible limit.
   */
  coveredByPool: boolean;
  /** What refuses it: the pool, the flexible limit, or nothing. */
  limitedBy: 'pool' | 'flexible' | null;
}

/**
 * Each tier's rewards for staking `amount`: a locked tier's until it unlocks; the flexible
 * tier's over `flexibleSeconds` (capped at its reward term). A term's reward is covered when
 * the pool can reserve it and, for the flexible tier, when it is within `flexibleLimit`: the
 * contract's `flexibleRewardAvailableTo(holder)` (the flexible share of the pool, and the
 * holder's part of it), or `flexibleRewardAvailable()` for a visitor.
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

/** A moment of a position's life: what it had accrued, and what had been claimed, by then. */
export interface PositionMoment {
  timestamp: number;
  accrued: bigint;
  claimed: bigint;
  event: 'start' | 'claim' | 'now' | 'end';
}

/**
 * A position's rewards over time: accrued (linear from its start to the end of its term) and
 * claimed (each claim of `claims`, oldest first), at its start, each claim, now and the end.
 */
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
  const moments: PositionMoment[] = [
    { timestamp: position.startedAt, accrued: 0n, claimed: 0n, event: 'start' },
  ];
  let claimed = 0n;
  for (const claim of [...claims].sort((a, b) => a.timestamp - b.timestamp)) {
    claimed += BigInt(claim.amount);
    moments.push({
      timestamp: claim.timestamp,
      accrued: at(claim.timestamp),
      claimed,
      event: 'claim',
    });
  }
  const now = Math.floor(nowS);
  if (now > position.startedAt && now < position.rewardEndsAt) {
    moments.push({ timestamp: now, accrued: at(now), claimed, event: 'now' });
  }
  moments.push({
    timestamp: position.rewardEndsAt,
    accrued: at(position.rewardEndsAt),
    claimed,
    event: 'end',
  });
  return moments.sort((a, b) => a.timestamp - b.timestamp);
}
