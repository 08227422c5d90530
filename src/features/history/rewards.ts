// The account's rewards over time, by the contract's rule (`accrual` of staking/projection.ts): a
// position accrues linearly from its start to the end of its reward term, or its close if sooner.
import { BPS_DENOMINATOR, STAKING_YEAR_S } from '@/config/constants';
import type { StakingPosition } from '@/features/hub/slice';
import { DAY_S } from '@/features/staking/amounts';
import { accrual, positionTimeline, type PositionMoment } from '@/features/staking/projection';
import type { ClaimActivity, ClosedPosition, SeriesPoint } from './types';
import { seriesPoint, tokenNumber } from './series';

export function openAccruing(
  position: Pick<StakingPosition, 'id' | 'amount' | 'aprBps' | 'startedAt' | 'rewardEndsAt'>,
) {
  const { id, amount, aprBps, startedAt, rewardEndsAt } = position;
  return { id, amount: BigInt(amount), aprBps, startedAt, accruesUntil: rewardEndsAt };
}

/** A position accruing linearly from `startedAt` until `accruesUntil`. */
export type AccruingPosition = ReturnType<typeof openAccruing>;

/** A closed position accrued until its term ended (its unlock, or the flexible term) or its close. */
export function closedAccruing(position: ClosedPosition, flexibleRewardS: number) {
  const { positionId: id, amount, aprBps, startedAt, lockSeconds, unlocksAt } = position;
  const accruesUntil = Math.min(
    lockSeconds > 0 ? unlocksAt : startedAt + flexibleRewardS,
    position.timestamp,
  );
  return { id, amount: BigInt(amount), aprBps, startedAt, accruesUntil } satisfies AccruingPosition;
}

export function accruedAt(position: AccruingPosition, timestamp: number): bigint {
  return accrual(
    position.amount,
    position.aprBps,
    Math.min(timestamp, position.accruesUntil) - position.startedAt,
  );
}

export function utcDayStart(timestamp: number): number {
  return timestamp - (((timestamp % DAY_S) + DAY_S) % DAY_S);
}

/** `day`: its first second. */
type DailyReward = { day: number; accrued: bigint };

/** What `positions` accrued each UTC day (at most `days`): days add up as the contract rounds. */
export function dailyRewards(
  positions: readonly AccruingPosition[],
  nowS: number,
  days: number,
): DailyReward[] {
  if (positions.length === 0 || days < 1) return [];
  const today = utcDayStart(nowS);
  const firstStart = Math.min(...positions.map((position) => position.startedAt));
  const firstDay = Math.max(utcDayStart(firstStart), today - (days - 1) * DAY_S);
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
 * Adds `position`'s accrual (`amount × aprBps × seconds / (10 000 × 365 days)`, rounded down) at
 * each bound to `totals`. A whole day's step adds a quotient and a remainder instead of a
 * multiplication and a division per bound (200 positions over 91 days: 4 ms against 8–14 ms).
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
      // Before the start, or after the end.
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

export function dailyRewardPoints(days: readonly DailyReward[], decimals: number): SeriesPoint[] {
  const tokens = (exact: string) => tokenNumber(exact, decimals);
  return days.map(({ day, accrued }) => seriesPoint(day, [accrued.toString()], tokens));
}

/** What the closed positions paid in all (the indexer's total) and the open ones accrued. */
export function earnedSoFar(open: readonly AccruingPosition[], closedEarned: bigint, nowS: number) {
  return open.reduce((sum, position) => sum + accruedAt(position, nowS), closedEarned);
}

/** A moment of a closed position's life (never 'now'), or its close. */
export type ClosedMoment = PositionMoment | (Omit<PositionMoment, 'event'> & { event: 'close' });

/** A closed position's moments: its term's end only if before its close, which paid the rest. */
export function closedPositionTimeline(
  position: ClosedPosition,
  accruing: AccruingPosition,
  claims: readonly Pick<ClaimActivity, 'timestamp' | 'amount' | 'transactionHash'>[],
): ClosedMoment[] {
  const lived = positionTimeline(
    { ...accruing, amount: accruing.amount.toString(), rewardEndsAt: accruing.accruesUntil },
    // The close's own payment is its moment below.
    claims.filter((claim) => claim.transactionHash !== position.transactionHash),
    position.timestamp,
  );
  const earned = BigInt(position.earned);
  return [
    ...lived.filter((moment) => moment.event !== 'end' || moment.timestamp < position.timestamp),
    { timestamp: position.timestamp, accrued: earned, claimed: earned, event: 'close' },
  ];
}
