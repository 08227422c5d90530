// The activity export, as the table lists it: RFC 4180, English column names and exact amounts,
// so every language's file reads the same; a field a spreadsheet would run as a formula gets '.
import { formatUnits } from '@/features/connection/format';
import type { ActivityItem } from './types';

export const ACTIVITY_CSV_COLUMNS = [
  'date_utc',
  'activity',
  'amount',
  'token',
  'reward',
  'position_id',
  'tier',
  'apr_percent',
  'unlocks_at_utc',
  'bears',
  'token_ids',
  'block_number',
  'transaction_hash',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: Field): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type Field = string | number | null | undefined;

/** The lines of a file, each ended by CRLF. */
export function csvFile(lines: readonly (readonly Field[])[]): string {
  return lines.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}

/** A block time as ISO 8601 in UTC, to the second: 2026-11-26T06:55:18Z. */
export function isoUtc(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export type CsvToken = { symbol: string; decimals: number };

function activityFields(
  item: ActivityItem,
  token: CsvToken,
): Partial<Record<(typeof ACTIVITY_CSV_COLUMNS)[number], string>> {
  const units = (value: string) => formatUnits(BigInt(value), token.decimals);
  const event = {
    date_utc: isoUtc(item.timestamp),
    activity: item.kind,
    block_number: String(item.blockNumber),
    transaction_hash: item.transactionHash,
  };
  if (item.kind === 'mint') {
    return { ...event, bears: String(item.quantity), token_ids: item.tokenIds.join(' ') };
  }
  const position = {
    ...event,
    amount: units(item.amount),
    token: token.symbol,
    position_id: item.positionId,
  };
  switch (item.kind) {
    case 'stake':
      return {
        ...position,
        reward: units(item.reward),
        tier: String(item.tier),
        // Basis points as a percentage with a dot: 2500 → "25", 350 → "3.5".
        apr_percent: formatUnits(BigInt(item.aprBps), 2),
        unlocks_at_utc: isoUtc(item.unlocksAt),
      };
    case 'claim':
      return position;
    case 'unstake':
      return { ...position, reward: units(item.rewardPaid) };
  }
}

export function activityCsv(items: readonly ActivityItem[], token: CsvToken): string {
  return csvFile([
    ACTIVITY_CSV_COLUMNS,
    ...items.map((item) => {
      const fields = activityFields(item, token);
      return ACTIVITY_CSV_COLUMNS.map((column) => fields[column]);
    }),
  ]);
}

/** An export's file name: its kind, the account and the day (UTC) it was made. */
export function exportFileName(
  kind: 'activity' | 'ledger-koinly',
  account: string,
  nowMs = Date.now(),
) {
  return `bear-hub-${kind}-${account.toLowerCase()}-${new Date(nowMs).toISOString().slice(0, 10)}.csv`;
}
