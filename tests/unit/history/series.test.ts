// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aprChangeMarks, mintPoints, poolPoints, tickDecimal } from '@/features/history/series';
import type { AprChange, MintedBear } from '@/features/history/types';

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

  it('behavior: bears minted in all after each block, oldest first, from the newest-first list', () => {
    const bear = (tokenId: number, block: number): MintedBear => ({
      ...place(block, tokenId),
      tokenId: String(tokenId),
      minter: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    });
    const points = mintPoints([bear(4, 9), bear(3, 7), bear(2, 7), bear(1, 2)]);
    expect(points.map((point) => [point.timestamp, point.exact[0]])).toEqual([
      [1_002, '1'],
      [1_007, '3'],
      [1_009, '4'],
    ]);
  });

  it('behavior: a tick value reads as a plain decimal, never in exponent notation', () => {
    expect(tickDecimal(1e-7)).toBe('0.0000001');
    expect(tickDecimal(40_000)).toBe('40000');
    expect(tickDecimal(0.25)).toBe('0.25');
    expect(tickDecimal(0)).toBe('0');
  });
});
