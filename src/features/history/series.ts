// The charts' series from the indexer's answers: `values` to draw, `exact` strings to show.
import { BPS_PER_PERCENT } from '@/config/constants';
import { formatUnits } from '@/features/connection/format';
import { dateTimeFormat, formatDateTimeMs, formatList } from '@/i18n/format';
import { nextTask } from '@/wallet/nextTask';
import type { AprChange, CollectionPoint, PoolBlock, SeriesPoint } from './types';

/** Base units as a number of tokens, for a chart's position only (never shown as is). */
export function tokenNumber(baseUnits: string, decimals: number): number {
  return Number(formatUnits(BigInt(baseUnits), decimals));
}

/** A point of exact strings, each drawn at `value(exact)`. */
export function seriesPoint(
  timestamp: number,
  exact: string[],
  value: (exact: string) => number = Number,
): SeriesPoint {
  return { timestamp, values: exact.map((one) => value(one)), exact };
}

export function poolPoints(rows: readonly PoolBlock[], decimals: number): SeriesPoint[] {
  const tokens = (exact: string) => tokenNumber(exact, decimals);
  return rows.map((row) =>
    seriesPoint(row.timestamp, [row.totalDeposited, row.totalLocked], tokens),
  );
}

/** The settings that changed a tier's rate (its first is the deployment's, not a change). */
export function aprChangeMarks(changes: readonly AprChange[]) {
  const current = new Map<number, number>();
  return changes.flatMap(({ timestamp, tier, aprBps, transactionHash }) => {
    const previousAprBps = current.get(tier);
    current.set(tier, aprBps);
    if (previousAprBps === undefined || previousAprBps === aprBps) return [];
    return [{ timestamp, tier, aprBps, previousAprBps, transactionHash }];
  });
}

/** Every tier's APR (id order) at each setting's time; `exact` holds basis points. */
export function aprPoints(changes: readonly AprChange[]) {
  const tiers = [...new Set(changes.map((change) => change.tier))].sort((a, b) => a - b);
  const current = new Map<number, number>();
  const points: SeriesPoint[] = [];
  changes.forEach((change, index) => {
    current.set(change.tier, change.aprBps);
    // Settings of one block (the deployment's five) make one point.
    if (changes[index + 1]?.timestamp === change.timestamp) return;
    const rates = tiers.map((tier) => String(current.get(tier) ?? 0));
    points.push(seriesPoint(change.timestamp, rates, (aprBps) => Number(aprBps) / BPS_PER_PERCENT));
  });
  return { tiers, points };
}

export function collectionPoints(points: readonly CollectionPoint[]): SeriesPoint[] {
  return points.map((point) => seriesPoint(point.timestamp, [String(point.totalMinted)]));
}

/** A chart tick's value as a plain decimal string (never exponent notation), for the formatters. */
export function tickDecimal(value: number): string {
  // Smaller digits are too small to draw.
  const fixed = value.toFixed(12);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

const MINUTE_S = 60;
const DAY_S = 24 * 60 * MINUTE_S;
const MS_PER_S = 1_000;

type TimeAxisUnit = 'day' | 'dayTime' | 'minute' | 'second';

/** The finest unit a time axis needs for its ticks to read apart (days are UTC days). */
export function timeAxisUnit(spanS: number, tickCount: number): TimeAxisUnit {
  if (spanS > 2 * DAY_S) return 'day';
  if (spanS > DAY_S) return 'dayTime';
  return spanS / Math.max(1, tickCount - 1) >= MINUTE_S ? 'minute' : 'second';
}

const AXIS_FORMATS: Record<TimeAxisUnit, Intl.DateTimeFormatOptions> = {
  day: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  dayTime: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  minute: { hour: '2-digit', minute: '2-digit' },
  second: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
};

/** A time axis's tick labels; one that would repeat an earlier label stays blank. */
export function timeTickLabels(times: readonly number[], intlTag: string): string[] {
  if (times.length === 0) return [];
  const unit = timeAxisUnit(times.at(-1)! - times[0]!, times.length);
  const format = dateTimeFormat(AXIS_FORMATS[unit], intlTag);
  const seen = new Set<string>();
  return times.map((time) => {
    const label = format.format(time * MS_PER_S);
    if (seen.has(label)) return '';
    seen.add(label);
    return label;
  });
}

/** A daily point's day, as the UTC day it stands for ("Nov 26"), whatever the reader's zone. */
export function formatUtcDay(timestamp: number, intlTag: string): string {
  return dateTimeFormat(AXIS_FORMATS.day, intlTag).format(timestamp * MS_PER_S);
}

/** One formatter per task ahead of the charts: a first one pays ICU's setup (up to 40 ms). */
export async function prepareChartFormatting(intlTag: string): Promise<void> {
  const warmers = [
    ...Object.values(AXIS_FORMATS).map((options) => () => dateTimeFormat(options, intlTag)),
    () => formatDateTimeMs(0),
    () => formatList(['', '']),
  ];
  for (const warm of warmers) {
    await nextTask();
    warm();
  }
}
