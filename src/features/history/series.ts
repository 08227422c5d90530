/**
 * The charts' series from the indexer's answers: pure functions, so the tests check them on
 * plain data. Values are numbers for drawing; `exact` keeps the decimal strings the tables and
 * labels show (token base units, or counts).
 */
import { BPS_PER_PERCENT } from '@/config/constants';
import { formatUnits } from '@/features/connection/format';
import { dateTimeFormat, formatDateTimeMs, formatList } from '@/i18n/format';
import { nextTask } from '@/wallet/nextTask';
import type { AprChange, AprChangeMark, CollectionPoint, PoolBlock, SeriesPoint } from './types';

/** Base units as a number of tokens, for a chart's position only (never shown as is). */
export function tokenNumber(baseUnits: string, decimals: number): number {
  return Number(formatUnits(BigInt(baseUnits), decimals));
}

/** Total deposited and total locked over time. */
export function poolPoints(rows: readonly PoolBlock[], decimals: number): SeriesPoint[] {
  return rows.map((row) => ({
    timestamp: row.timestamp,
    values: [tokenNumber(row.totalDeposited, decimals), tokenNumber(row.totalLocked, decimals)],
    exact: [row.totalDeposited, row.totalLocked],
  }));
}

/**
 * The APR settings that changed a tier's rate, oldest first: a tier's first setting is the
 * deployment's (the constructor's), not a change; a setting to the same rate is no change.
 */
export function aprChangeMarks(changes: readonly AprChange[]): AprChangeMark[] {
  const current = new Map<number, number>();
  const marks: AprChangeMark[] = [];
  for (const change of changes) {
    const previous = current.get(change.tier);
    current.set(change.tier, change.aprBps);
    if (previous === undefined || previous === change.aprBps) continue;
    marks.push({
      timestamp: change.timestamp,
      tier: change.tier,
      aprBps: change.aprBps,
      previousAprBps: previous,
      transactionHash: change.transactionHash,
    });
  }
  return marks;
}

/**
 * Each tier's APR over time: a point at each time a setting was made (the deployment's
 * included), with every tier's APR then, tiers in id order; `exact` holds basis points.
 */
export function aprPoints(changes: readonly AprChange[]): {
  tiers: number[];
  points: SeriesPoint[];
} {
  const tiers = [...new Set(changes.map((change) => change.tier))].sort((a, b) => a - b);
  const current = new Map<number, number>();
  const points: SeriesPoint[] = [];
  changes.forEach((change, index) => {
    current.set(change.tier, change.aprBps);
    // Settings of one block (the deployment's five) make one point.
    if (changes[index + 1]?.timestamp === change.timestamp) return;
    const rates = tiers.map((tier) => current.get(tier) ?? 0);
    points.push({
      timestamp: change.timestamp,
      values: rates.map((aprBps) => aprBps / BPS_PER_PERCENT),
      exact: rates.map(String),
    });
  });
  return { tiers, points };
}

/** Bears minted in all over time. */
export function collectionPoints(points: readonly CollectionPoint[]): SeriesPoint[] {
  return points.map((point) => ({
    timestamp: point.timestamp,
    values: [point.totalMinted],
    exact: [String(point.totalMinted)],
  }));
}

/** Fraction digits kept when a tick's value becomes a decimal string (below: too small to draw). */
const TICK_FRACTION_DIGITS = 12;

/** A chart tick's value as a plain decimal string (never exponent notation), for the formatters. */
export function tickDecimal(value: number): string {
  const fixed = value.toFixed(TICK_FRACTION_DIGITS);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

const MINUTE_S = 60;
const DAY_S = 24 * 60 * MINUTE_S;
const TWO_DAYS_S = 2 * DAY_S;
const MS_PER_S = 1_000;

/** How a time axis reads its ticks, from the time between the first and the last. */
export type TimeAxisUnit = 'day' | 'dayTime' | 'minute' | 'second';

/**
 * The finest unit a time axis needs so that its ticks read apart: days beyond two days (the
 * UTC day: daily points are UTC days), day and time beyond a day, minutes while ticks are at
 * least a minute apart, seconds below that.
 */
export function timeAxisUnit(spanS: number, tickCount: number): TimeAxisUnit {
  if (spanS > TWO_DAYS_S) return 'day';
  if (spanS > DAY_S) return 'dayTime';
  return spanS / Math.max(1, tickCount - 1) >= MINUTE_S ? 'minute' : 'second';
}

const AXIS_FORMATS: Record<TimeAxisUnit, Intl.DateTimeFormatOptions> = {
  day: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  dayTime: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  minute: { hour: '2-digit', minute: '2-digit' },
  second: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
};

/**
 * The labels of a time axis's ticks (unix seconds, in order) in the language `intlTag`; a tick
 * that would repeat the label before it stays blank, so no label is ever shown twice.
 */
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

/**
 * Makes the Intl formatters a chart uses (each time axis's, the readout's date and list) ahead of
 * the first chart, one per task. A page's first formatter of a kind pays ICU's setup for it (here
 * up to 40 ms a formatter on a processor slowed 4×), which, paid inside a chart's render, made it
 * a long task; the history calls this while its first read is in flight.
 */
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
