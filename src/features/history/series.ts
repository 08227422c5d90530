/**
 * The charts' series from the indexer's answers: pure functions, so the tests check them on
 * plain data. Values are numbers for drawing; `exact` keeps the decimal strings the tables and
 * labels show (token base units, or counts).
 */
import { formatUnits } from '@/features/connection/format';
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
