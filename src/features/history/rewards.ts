/**
 * The account's rewards over time, by BearStaking's rule (the contract's `_accrual`, through
 * `accrual` of staking/projection.ts): a position accrues linearly from its start until the end
 * of its reward term, or until its close when that comes first. Pure functions, checked on plain
 * data by tests/unit/history/rewards.test.ts.
 */
import { BPS_DENOMINATOR, STAKING_YEAR_S } from '@/config/constants';
import type { StakingPosition } from '@/features/hub/slice';
import { accrual } from '@/features/staking/projection';
import type { ClaimActivity, ClosedPosition, SeriesPoint } from './types';
import { tokenNumber } from './series';

const DAY_S = 86_400;

/** A position as its rewards accrue: linearly from `startedAt` until `accruesUntil`. */
export interface AccruingPosition {
  id: string;
  amount: bigint;
  aprBps: number;
  startedAt: number;
  /** Accrual stops here: the end of its reward term, or its close when that came first. */
  accruesUntil: number;
}

/** An open position (the chain's read): it accrues until its reward term ends. */
export function openAccruing(
  position: Pick<StakingPosition, 'id' | 'amount' | 'aprBps' | 'startedAt' | 'rewardEndsAt'>,
): AccruingPosition {
  return {
    id: position.id,
    amount: BigInt(position.amount),
    aprBps: position.aprBps,
    startedAt: position.startedAt,
    accruesUntil: position.rewardEndsAt,
  };
}

/**
 * A closed position: it accrued until its term ended (a locked tier's unlock, the flexible
 * tier's `flexibleRewardS` after its start) or until its close, whichever came first.
 */
export function closedAccruing(
  position: ClosedPosition,
  flexibleRewardS: number,
): AccruingPosition {
  const termEnd =
    position.lockSeconds > 0 ? position.unlocksAt : position.startedAt + flexibleRewardS;
  return {
    id: position.positionId,
    amount: BigInt(position.amount),
    aprBps: position.aprBps,
    startedAt: position.startedAt,
    accruesUntil: Math.min(termEnd, position.timestamp),
  };
}

/** What `position` had accrued at `timestamp`. */
export function accruedAt(position: AccruingPosition, timestamp: number): bigint {
  return accrual(
    position.amount,
    position.aprBps,
    Math.min(timestamp, position.accruesUntil) - position.startedAt,
  );
}

/** The first second (UTC) of the day holding `timestamp`. */
export function utcDayStart(timestamp: number): number {
  return timestamp - (((timestamp % DAY_S) + DAY_S) % DAY_S);
}

/** What the positions accrued in one UTC day (`day`: its first second). */
export interface DailyReward {
  day: number;
  accrued: bigint;
}

/**
 * What `positions` accrued each UTC day, oldest first: from the day the first of them opened
 * (at most `days` days back, today's included) to today, today's until `nowS`. A day is the
 * difference of the positions' accrual at its bounds, so consecutive days add up to what the
 * positions accrued over them as the contract rounds it.
 */
export function dailyRewards(
  positions: readonly AccruingPosition[],
  nowS: number,
  days: number,
): DailyReward[] {
  if (positions.length === 0 || days < 1) return [];
  const today = utcDayStart(nowS);
  const firstStart = Math.min(...positions.map((position) => position.startedAt));
  const firstDay = Math.max(utcDayStart(firstStart), today - (days - 1) * DAY_S);
  // The days' bounds: each day's first second, then now.
  const bounds: number[] = [];
  for (let day = firstDay; day <= today; day += DAY_S) bounds.push(day);
  bounds.push(Math.max(nowS, today));
  const totals = bounds.map(() => 0n);
  for (const position of positions) addAccrual(totals, bounds, position);
  return bounds.slice(0, -1).map((day, index) => ({
    day,
    accrued: totals[index + 1]! - totals[index]!,
  }));
}

const YEAR_BPS = BigInt(BPS_DENOMINATOR) * BigInt(STAKING_YEAR_S);

/**
 * Adds `position`'s accrual at each of `bounds` to `totals`: `accrual` (the contract's
 * `amount × aprBps × seconds / (10 000 × 365 days)`, rounded down), computed whole only where
 * the time it ran does not grow by exactly a day from the bound before; a whole day's step adds
 * a quotient and a remainder (200 positions over 91 days: 8–14 ms in Node here with a
 * multiplication and a division at every bound, about 4 ms with the steps).
 */
function addAccrual(totals: bigint[], bounds: readonly number[], position: AccruingPosition) {
  if (position.accruesUntil <= bounds[0]! || position.startedAt >= bounds.at(-1)!) return;
  const rate = position.amount * BigInt(position.aprBps);
  const dayQuotient = (rate * BigInt(DAY_S)) / YEAR_BPS;
  const dayRemainder = (rate * BigInt(DAY_S)) % YEAR_BPS;
  let previous = -1;
  let quotient = 0n;
  let remainder = 0n;
  bounds.forEach((bound, index) => {
    const seconds = Math.max(0, Math.min(bound, position.accruesUntil) - position.startedAt);
    if (seconds === previous) {
      // Unchanged (before the start, or after the end).
    } else if (previous >= 0 && seconds - previous === DAY_S) {
      quotient += dayQuotient;
      remainder += dayRemainder;
      if (remainder >= YEAR_BPS) {
        remainder -= YEAR_BPS;
        quotient += 1n;
      }
    } else {
      const product = rate * BigInt(seconds);
      quotient = product / YEAR_BPS;
      remainder = product % YEAR_BPS;
    }
    previous = seconds;
    totals[index] = totals[index]! + quotient;
  });
}

/** The daily rewards as a chart's points: one a day, at its first second. */
export function dailyRewardPoints(days: readonly DailyReward[], decimals: number): SeriesPoint[] {
  return days.map(({ day, accrued }) => ({
    timestamp: day,
    values: [tokenNumber(accrued.toString(), decimals)],
    exact: [accrued.toString()],
  }));
}

/**
 * Everything the account's positions have earned by `nowS`: what its closed positions paid in
 * all (the indexer's total) and what its open ones have accrued.
 */
export function earnedSoFar(
  open: readonly AccruingPosition[],
  closedEarned: bigint,
  nowS: number,
): bigint {
  return open.reduce((sum, position) => sum + accruedAt(position, nowS), closedEarned);
}

/** A moment of a closed position's life: what it had accrued, and what had been paid, by then. */
export interface ClosedMoment {
  timestamp: number;
  accrued: bigint;
  claimed: bigint;
  event: 'start' | 'claim' | 'end' | 'close';
}

/**
 * A closed position's rewards over its life: accrued (linear to the end of its term or its
 * close) and claimed (each claim of `claims` read, oldest first), at its start, each claim, the
 * end of its term when it came before the close, and its close, which paid the rest: there both
 * are what the position paid in all (`earned`).
 */
export function closedPositionTimeline(
  position: ClosedPosition,
  accruing: AccruingPosition,
  claims: readonly Pick<ClaimActivity, 'timestamp' | 'amount' | 'transactionHash'>[],
): ClosedMoment[] {
  const moments: ClosedMoment[] = [
    { timestamp: accruing.startedAt, accrued: 0n, claimed: 0n, event: 'start' },
  ];
  let claimed = 0n;
  const before = claims
    // The close's own payment is its moment below.
    .filter((claim) => claim.transactionHash !== position.transactionHash)
    .sort((a, b) => a.timestamp - b.timestamp);
  for (const claim of before) {
    claimed += BigInt(claim.amount);
    moments.push({
      timestamp: claim.timestamp,
      accrued: accruedAt(accruing, claim.timestamp),
      claimed,
      event: 'claim',
    });
  }
  if (accruing.accruesUntil < position.timestamp) {
    moments.push({
      timestamp: accruing.accruesUntil,
      accrued: accruedAt(accruing, accruing.accruesUntil),
      claimed,
      event: 'end',
    });
  }
  const earned = BigInt(position.earned);
  moments.push({ timestamp: position.timestamp, accrued: earned, claimed: earned, event: 'close' });
  return moments.sort((a, b) => a.timestamp - b.timestamp);
}
