// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  aprChangeMarks,
  aprPoints,
  collectionPoints,
  poolPoints,
  tickDecimal,
} from '@/features/history/series';
import type { AprChange } from '@/features/history/types';

const HASH = `0x${'ab'.repeat(32)}` as const;
const place = (blockNumber: number, logIndex = 0) => ({
  id: `${blockNumber}.${logIndex}`,
  blockNumber,
  logIndex,
  timestamp: 1_000 + blockNumber,
  transactionHash: HASH,
});

describe('the charts’ series', () => {
  it('behavior: pool points are tokens for drawing and exact base units for reading', () => {
    const [point] = poolPoints(
      [
        {
          blockNumber: 3,
          timestamp: 50,
          totalDeposited: '1500000000000000000',
          totalLocked: '1',
          rewardPool: '0',
          rewardsReserved: '0',
          rewardsFunded: '0',
          rewardsPaid: '0',
          openPositions: 1,
        },
      ],
      18,
    );
    expect(point).toEqual({
      timestamp: 50,
      values: [1.5, 1e-18],
      exact: ['1500000000000000000', '1'],
    });
  });

  it('behavior: a tier’s first APR is the deployment’s, not a change; a same-rate setting is no change', () => {
    const changes: AprChange[] = [
      { ...place(1, 0), tier: 0, aprBps: 300 },
      { ...place(1, 1), tier: 1, aprBps: 600 },
      { ...place(5), tier: 1, aprBps: 600 },
      { ...place(9), tier: 1, aprBps: 750 },
    ];
    expect(aprChangeMarks(changes)).toEqual([
      { timestamp: 1_009, tier: 1, aprBps: 750, previousAprBps: 600, transactionHash: HASH },
    ]);
  });

  it('behavior: each tier’s APR over time: one point per block with settings, every tier’s rate at it, tiers in id order', () => {
    const changes: AprChange[] = [
      // The deployment's settings, one block.
      { ...place(1, 0), tier: 1, aprBps: 600 },
      { ...place(1, 1), tier: 0, aprBps: 300 },
      { ...place(5), tier: 1, aprBps: 750 },
      { ...place(9), tier: 0, aprBps: 250 },
    ];
    expect(aprPoints(changes)).toEqual({
      tiers: [0, 1],
      points: [
        { timestamp: 1_001, values: [3, 6], exact: ['300', '600'] },
        { timestamp: 1_005, values: [3, 7.5], exact: ['300', '750'] },
        { timestamp: 1_009, values: [2.5, 7.5], exact: ['250', '750'] },
      ],
    });
    expect(aprPoints([])).toEqual({ tiers: [], points: [] });
  });

  it('behavior: bears minted in all over time, as the indexer’s series gives them', () => {
    const points = collectionPoints([
      { blockNumber: 2, timestamp: 1_002, totalMinted: 1 },
      { blockNumber: 7, timestamp: 1_007, totalMinted: 3 },
    ]);
    expect(points).toEqual([
      { timestamp: 1_002, values: [1], exact: ['1'] },
      { timestamp: 1_007, values: [3], exact: ['3'] },
    ]);
  });

  it('behavior: a tick value reads as a plain decimal, never in exponent notation', () => {
    expect(tickDecimal(1e-7)).toBe('0.0000001');
    expect(tickDecimal(40_000)).toBe('40000');
    expect(tickDecimal(0.25)).toBe('0.25');
    expect(tickDecimal(0)).toBe('0');
  });
});
