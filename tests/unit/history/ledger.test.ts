// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { koinlyDate, koinlyLedgerCsv, LEDGER_COLUMNS } from '@/features/history/ledger';
import { exportFileName } from '@/features/history/csv';
import type { ActivityItem } from '@/features/history/types';

const TOKEN = { symbol: 'BHT', decimals: 18 };
const NATIVE = { symbol: 'ETH', decimals: 18 };
const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' as const;
const hash = (byte: string) => `0x${byte.repeat(32)}` as const;
const place = (block: number, timestamp: number, byte: string) => ({
  id: `${block}.0`,
  blockNumber: block,
  logIndex: 0,
  timestamp,
  transactionHash: hash(byte),
  account: ACCOUNT,
});

// Newest first, as the indexer lists them.
const ITEMS: ActivityItem[] = [
  {
    kind: 'mint',
    ...place(14, 1_800_000_400, 'dd'),
    firstTokenId: '7',
    quantity: 2,
    tokenIds: ['7', '8'],
  },
  {
    kind: 'unstake',
    ...place(13, 1_800_000_300, 'cc'),
    positionId: '6',
    amount: '150500000000000000000',
    rewardPaid: '1000000000000000001',
    rewardReleased: '0',
  },
  {
    kind: 'claim',
    ...place(12, 1_800_000_200, 'bb'),
    positionId: '6',
    amount: '230000000000000000',
  },
  {
    kind: 'stake',
    ...place(11, 1_800_000_100, 'aa'),
    positionId: '6',
    amount: '150500000000000000000',
    tier: 1,
    aprBps: 350,
    lockSeconds: 604_800,
    unlocksAt: 1_800_604_900,
    reward: '101027397260273972',
  },
];

describe('the ledger for Koinly', () => {
  it('contract: Koinly’s universal header, oldest first, stakes to the pool, claims and unstakes’ rewards as rewards, mints as native sent for each bear received', () => {
    const csv = koinlyLedgerCsv(ITEMS, {
      token: TOKEN,
      native: NATIVE,
      // 0.02 ETH and 1 wei for two bears: the remainder goes to the first.
      mintValues: new Map([[hash('dd'), 20_000_000_000_000_001n]]),
    });
    expect(csv).toBe(
      [
        'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash',
        `2027-01-15 08:01:40 UTC,150.5,BHT,,,,,,,add to pool,Stake into position #6 (staking contract),${hash('aa')}`,
        `2027-01-15 08:03:20 UTC,,,0.23,BHT,,,,,reward,Staking reward claimed from position #6,${hash('bb')}`,
        `2027-01-15 08:05:00 UTC,,,150.5,BHT,,,,,remove from pool,Principal of position #6 returned by the unstake,${hash('cc')}`,
        `2027-01-15 08:05:00 UTC,,,1.000000000000000001,BHT,,,,,reward,Staking reward paid with the unstake of position #6,${hash('cc')}`,
        `2027-01-15 08:06:40 UTC,0.010000000000000001,ETH,1,BEAR#7,,,,,,Mint of Bear #7,${hash('dd')}`,
        `2027-01-15 08:06:40 UTC,0.01,ETH,1,BEAR#8,,,,,,Mint of Bear #8,${hash('dd')}`,
        '',
      ].join('\r\n'),
    );
    expect(LEDGER_COLUMNS).toHaveLength(12);
    // The documentation's sample is this very file.
    expect(readFileSync('docs/ledger-sample.csv', 'utf8')).toBe(csv);
  });

  it('behavior: an unstake that paid no reward is one row; a mint whose price is unknown names no amount sent', () => {
    const csv = koinlyLedgerCsv(
      [{ ...(ITEMS[1] as Extract<ActivityItem, { kind: 'unstake' }>), rewardPaid: '0' }, ITEMS[0]!],
      { token: TOKEN, native: NATIVE },
    );
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      `2027-01-15 08:05:00 UTC,,,150.5,BHT,,,,,remove from pool,Principal of position #6 returned by the unstake,${hash('cc')}`,
      `2027-01-15 08:06:40 UTC,,,1,BEAR#7,,,,,,Mint of Bear #7,${hash('dd')}`,
      `2027-01-15 08:06:40 UTC,,,1,BEAR#8,,,,,,Mint of Bear #8,${hash('dd')}`,
    ]);
  });

  it('contract: dates in UTC as Koinly reads them, and a file name with the account and the day', () => {
    expect(koinlyDate(1_800_000_100)).toBe('2027-01-15 08:01:40 UTC');
    expect(
      exportFileName(
        'ledger-koinly',
        ACCOUNT.toUpperCase().replace('0X', '0x'),
        Date.UTC(2027, 0, 15),
      ),
    ).toBe(`bear-hub-ledger-koinly-${ACCOUNT}-2027-01-15.csv`);
  });
});
