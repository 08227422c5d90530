// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accruedAt,
  closedAccruing,
  closedPositionTimeline,
  dailyRewardPoints,
  dailyRewards,
  earnedSoFar,
  openAccruing,
  utcDayStart,
  type AccruingPosition,
} from '@/features/history/rewards';
import { accrual } from '@/features/staking/projection';
import type { ClosedPosition } from '@/features/history/types';

const ONE = 10n ** 18n;
const DAY = 86_400;
const YEAR = 365 * DAY;
/** 2027-01-15 00:00:00 UTC. */
const JAN_15 = 1_799_971_200;
const HASH = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as `0x${string}`;

/** A closed position as the indexer lists it; its `earned` by the contract's rule. */
function closedPosition(
  overrides: Partial<ClosedPosition> & Pick<ClosedPosition, 'startedAt' | 'timestamp'>,
): ClosedPosition {
  const base = {
    id: '20.0',
    blockNumber: 20,
    logIndex: 0,
    transactionHash: HASH(20),
    account: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' as const,
    positionId: '3',
    amount: (1_000n * ONE).toString(),
    tier: 0,
    aprBps: 1_000,
    lockSeconds: 0,
    unlocksAt: overrides.startedAt + DAY,
    reward: '0',
    rewardPaid: '0',
    rewardReleased: '0',
    earned: '0',
    ...overrides,
  };
  return base;
}

describe('your rewards over time, by the contract’s rule', () => {
  it('behavior: a day is what the positions accrued between its UTC bounds; today’s runs to now', () => {
    // 1,000 BHT at 10 % from Jan 15, 06:00 UTC; now is Jan 17, 12:00 UTC.
    const position: AccruingPosition = {
      id: '1',
      amount: 1_000n * ONE,
      aprBps: 1_000,
      startedAt: JAN_15 + 6 * 3_600,
      accruesUntil: JAN_15 + YEAR,
    };
    const now = JAN_15 + 2 * DAY + 12 * 3_600;
    const days = dailyRewards([position], now, 90);
    expect(days.map((day) => day.day)).toEqual([JAN_15, JAN_15 + DAY, JAN_15 + 2 * DAY]);
    expect(days.map((day) => day.accrued)).toEqual([
      accrual(1_000n * ONE, 1_000, 18 * 3_600),
      accrual(1_000n * ONE, 1_000, 42 * 3_600) - accrual(1_000n * ONE, 1_000, 18 * 3_600),
      accrual(1_000n * ONE, 1_000, 54 * 3_600) - accrual(1_000n * ONE, 1_000, 42 * 3_600),
    ]);
    // The days add up to what the position accrued over them, rounded as the contract rounds.
    expect(days.reduce((sum, day) => sum + day.accrued, 0n)).toBe(accruedAt(position, now));
    const [point] = dailyRewardPoints(days, 18);
    expect(point!.timestamp).toBe(JAN_15);
    expect(point!.exact).toEqual([days[0]!.accrued.toString()]);
    expect(point!.values[0]).toBeCloseTo(Number(days[0]!.accrued) / 1e18, 12);
  });

  it('behavior: the series keeps the last `days` UTC days, and days after a position’s term or close add nothing for it', () => {
    const ended: AccruingPosition = {
      id: '1',
      amount: 7_000n * ONE,
      aprBps: 600,
      startedAt: JAN_15 - 30 * DAY,
      accruesUntil: JAN_15 - 23 * DAY,
    };
    const running: AccruingPosition = {
      ...ended,
      id: '2',
      startedAt: JAN_15 - 2 * DAY,
      accruesUntil: JAN_15 + YEAR,
    };
    const now = JAN_15 + 3_600;
    const days = dailyRewards([ended, running], now, 10);
    expect(days).toHaveLength(10);
    expect(days[0]!.day).toBe(JAN_15 - 9 * DAY);
    expect(days.at(-1)!.day).toBe(JAN_15);
    // Nothing on the days between the first position's term and the second's start.
    expect(days.slice(0, 7).every((day) => day.accrued === 0n)).toBe(true);
    expect(days.slice(7).reduce((sum, day) => sum + day.accrued, 0n)).toBe(accruedAt(running, now));
    expect(dailyRewards([], now, 10)).toEqual([]);
  });

  it('behavior: with many positions opening and ending inside days, each day is the sum of each position’s accrual at the day’s end less at its start', () => {
    const now = JAN_15 + 40 * DAY + 12_345;
    const positions: AccruingPosition[] = Array.from({ length: 12 }, (_, index) => ({
      id: String(index),
      amount: 123_456_789_012_345_678_901n * BigInt(index + 1),
      aprBps: 300 + 97 * index,
      startedAt: JAN_15 + index * 3 * DAY + index * 4_321,
      accruesUntil: JAN_15 + index * 3 * DAY + index * 4_321 + (index % 3 === 0 ? 7 : 20) * DAY,
    }));
    const days = dailyRewards(positions, now, 90);
    expect(days).toHaveLength(41);
    days.forEach(({ day, accrued }) => {
      const end = Math.min(day + DAY, now);
      expect(accrued).toBe(
        positions.reduce(
          (sum, position) => sum + accruedAt(position, end) - accruedAt(position, day),
          0n,
        ),
      );
    });
  });

  it('behavior: a closed position accrued to its term’s end or its close, whichever came first', () => {
    const start = JAN_15;
    // Flexible, closed after 40 days: its accrual stops at the close.
    const flexible = closedPosition({ startedAt: start, timestamp: start + 40 * DAY });
    expect(closedAccruing(flexible, YEAR).accruesUntil).toBe(start + 40 * DAY);
    // Flexible, closed after its 365-day term: it stopped at the term.
    const late = closedPosition({ startedAt: start, timestamp: start + 400 * DAY });
    expect(closedAccruing(late, YEAR).accruesUntil).toBe(start + YEAR);
    // Locked for 7 days, closed on day 9: it stopped at the unlock.
    const locked = closedPosition({
      startedAt: start,
      timestamp: start + 9 * DAY,
      tier: 1,
      lockSeconds: 7 * DAY,
      unlocksAt: start + 7 * DAY,
    });
    expect(closedAccruing(locked, YEAR).accruesUntil).toBe(start + 7 * DAY);
    expect(accruedAt(closedAccruing(locked, YEAR), start + 30 * DAY)).toBe(
      accrual(1_000n * ONE, 1_000, 7 * DAY),
    );
  });

  it('behavior: earned so far is what the closed positions paid plus what the open ones have accrued by now', () => {
    const open = openAccruing({
      id: '9',
      amount: (100n * ONE).toString(),
      aprBps: 900,
      startedAt: JAN_15,
      rewardEndsAt: JAN_15 + 7 * DAY,
    });
    expect(earnedSoFar([open], 5n * ONE, JAN_15 + DAY)).toBe(
      5n * ONE + accrual(100n * ONE, 900, DAY),
    );
    // After its term, an open position has accrued its whole reward, no more.
    expect(earnedSoFar([open], 0n, JAN_15 + 30 * DAY)).toBe(accrual(100n * ONE, 900, 7 * DAY));
  });

  it('behavior: a closed position’s moments: its start, its claims, its term’s end, then its close, which paid the rest', () => {
    const start = JAN_15;
    const earned = accrual(1_000n * ONE, 1_000, 7 * DAY);
    const position = closedPosition({
      startedAt: start,
      timestamp: start + 9 * DAY,
      tier: 1,
      lockSeconds: 7 * DAY,
      unlocksAt: start + 7 * DAY,
      earned: earned.toString(),
    });
    const claim = (day: number, amount: bigint, hash: `0x${string}`) => ({
      timestamp: start + day * DAY,
      amount: amount.toString(),
      transactionHash: hash,
    });
    const first = accrual(1_000n * ONE, 1_000, 3 * DAY);
    const moments = closedPositionTimeline(position, closedAccruing(position, YEAR), [
      // The close's own payment (the same transaction as the unstake) is the close itself.
      claim(9, earned - first, position.transactionHash),
      claim(3, first, HASH(7)),
    ]);
    expect(moments).toEqual([
      { timestamp: start, accrued: 0n, claimed: 0n, event: 'start' },
      { timestamp: start + 3 * DAY, accrued: first, claimed: first, event: 'claim' },
      { timestamp: start + 7 * DAY, accrued: earned, claimed: first, event: 'end' },
      { timestamp: start + 9 * DAY, accrued: earned, claimed: earned, event: 'close' },
    ]);
    // A flexible position closed early: its accrual ends at the close, no "end" of its own.
    const flexible = closedPosition({
      startedAt: start,
      timestamp: start + 2 * DAY,
      earned: accrual(1_000n * ONE, 1_000, 2 * DAY).toString(),
    });
    expect(
      closedPositionTimeline(flexible, closedAccruing(flexible, YEAR), []).map(
        (moment) => moment.event,
      ),
    ).toEqual(['start', 'close']);
  });

  it('behavior: a UTC day starts at midnight UTC', () => {
    expect(utcDayStart(JAN_15 + DAY - 1)).toBe(JAN_15);
    expect(utcDayStart(JAN_15)).toBe(JAN_15);
  });
});
