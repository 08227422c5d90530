// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CSV_COLUMNS,
  activityCsv,
  csvField,
  exportFileName,
  isoUtc,
} from '@/features/history/csv';
import type { ActivityItem } from '@/features/history/types';

const TOKEN = { symbol: 'BHT', decimals: 18 };
const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' as const;
const HASH = `0x${'ab'.repeat(32)}` as const;
const place = (block: number, timestamp: number) => ({
  id: `${block}.0`,
  blockNumber: block,
  logIndex: 0,
  timestamp,
  transactionHash: HASH,
  account: ACCOUNT,
});

const ITEMS: ActivityItem[] = [
  {
    kind: 'mint',
    ...place(14, 1_800_000_400),
    firstTokenId: '7',
    quantity: 2,
    tokenIds: ['7', '8'],
  },
  {
    kind: 'unstake',
    ...place(13, 1_800_000_300),
    positionId: '6',
    amount: '150500000000000000000',
    rewardPaid: '1000000000000000001',
    rewardReleased: '0',
  },
  { kind: 'claim', ...place(12, 1_800_000_200), positionId: '6', amount: '230000000000000000' },
  {
    kind: 'stake',
    ...place(11, 1_800_000_100),
    positionId: '6',
    amount: '150500000000000000000',
    tier: 1,
    aprBps: 350,
    lockSeconds: 604_800,
    unlocksAt: 1_800_604_900,
    reward: '101027397260273972',
  },
];

describe('the activity as CSV', () => {
  it('contract: a header line of stable column names, then one CRLF-ended line per event, newest first', () => {
    const lines = activityCsv(ITEMS, TOKEN).split('\r\n');
    expect(lines[0]).toBe(ACTIVITY_CSV_COLUMNS.join(','));
    expect(lines[0]).toBe(
      'date_utc,activity,amount,token,reward,position_id,tier,apr_percent,unlocks_at_utc,bears,token_ids,block_number,transaction_hash',
    );
    expect(lines).toHaveLength(ITEMS.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).map((line) => line.split(',')[1])).toEqual([
      'mint',
      'unstake',
      'claim',
      'stake',
    ]);
  });

  it('behavior: amounts are exact decimals with a dot and no grouping, whatever the language', () => {
    const lines = activityCsv(ITEMS, TOKEN).split('\r\n');
    expect(lines[4]).toBe(
      `2027-01-15T08:01:40Z,stake,150.5,BHT,0.101027397260273972,6,1,3.5,2027-01-22T08:01:40Z,,,11,${HASH}`,
    );
    expect(lines[3]).toBe(`2027-01-15T08:03:20Z,claim,0.23,BHT,,6,,,,,,12,${HASH}`);
    expect(lines[2]).toBe(
      `2027-01-15T08:05:00Z,unstake,150.5,BHT,1.000000000000000001,6,,,,,,13,${HASH}`,
    );
    expect(lines[1]).toBe(`2027-01-15T08:06:40Z,mint,,,,,,,,2,7 8,14,${HASH}`);
  });

  it('behavior: a field with a comma, a quote or a line break is quoted, its quotes doubled', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField(undefined)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('behavior: text a spreadsheet would run as a formula is defused', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    const symbol = activityCsv([ITEMS[2]!], { symbol: '=cmd|x', decimals: 18 });
    expect(symbol.split('\r\n')[1]).toContain(",'=cmd|x,");
  });

  it('behavior: dates are UTC to the second; the file is named after the account and the day', () => {
    expect(isoUtc(0)).toBe('1970-01-01T00:00:00Z');
    expect(
      exportFileName(
        'activity',
        '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        Date.UTC(2026, 10, 26, 23),
      ),
    ).toBe('bear-hub-activity-0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266-2026-11-26.csv');
  });
});
