/**
 * The activity export: one CSV row per event, as the activity table lists them (newest first).
 * RFC 4180 (comma separated, CRLF line ends, fields with a comma, quote or line break quoted, a
 * quote doubled). Columns are stable English names and amounts are exact decimals with a dot (no
 * grouping), so a spreadsheet or a script reads the file the same way in every language. A text
 * field that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with '.
 *
 * `amount` is what the event moved: the principal staked, the reward claimed, the principal
 * returned; `reward` is a stake's reward for its whole term, or what an unstake paid with it.
 */
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

type Column = (typeof ACTIVITY_CSV_COLUMNS)[number];

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, escaped. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return fields.map(csvField).join(',');
}

/** A block time as ISO 8601 in UTC, to the second: 2026-11-26T06:55:18Z. */
export function isoUtc(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Basis points as a percentage with a dot: 2500 → "25", 350 → "3.5". */
function percent(aprBps: number): string {
  return formatUnits(BigInt(aprBps), 2);
}

export interface CsvToken {
  symbol: string;
  decimals: number;
}

/** The fields of one event (the columns it has no value for stay empty). */
export function activityFields(item: ActivityItem, token: CsvToken): Record<Column, string> {
  const units = (value: string) => formatUnits(BigInt(value), token.decimals);
  const row: Record<Column, string> = {
    date_utc: isoUtc(item.timestamp),
    activity: item.kind,
    amount: '',
    token: '',
    reward: '',
    position_id: '',
    tier: '',
    apr_percent: '',
    unlocks_at_utc: '',
    bears: '',
    token_ids: '',
    block_number: String(item.blockNumber),
    transaction_hash: item.transactionHash,
  };
  switch (item.kind) {
    case 'stake':
      return {
        ...row,
        amount: units(item.amount),
        token: token.symbol,
        reward: units(item.reward),
        position_id: item.positionId,
        tier: String(item.tier),
        apr_percent: percent(item.aprBps),
        unlocks_at_utc: isoUtc(item.unlocksAt),
      };
    case 'claim':
      return {
        ...row,
        amount: units(item.amount),
        token: token.symbol,
        position_id: item.positionId,
      };
    case 'unstake':
      return {
        ...row,
        amount: units(item.amount),
        token: token.symbol,
        reward: units(item.rewardPaid),
        position_id: item.positionId,
      };
    case 'mint':
      return { ...row, bears: String(item.quantity), token_ids: item.tokenIds.join(' ') };
  }
}

/** The whole file: the header line, then one line per event, each ended by CRLF. */
export function activityCsv(items: readonly ActivityItem[], token: CsvToken): string {
  const lines = [
    csvLine(ACTIVITY_CSV_COLUMNS),
    ...items.map((item) => {
      const fields = activityFields(item, token);
      return csvLine(ACTIVITY_CSV_COLUMNS.map((column) => fields[column]));
    }),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The export's file name: the account and the day (UTC) it was made. */
export function activityCsvName(account: string, nowMs: number): string {
  return `bear-hub-activity-${account.toLowerCase()}-${new Date(nowMs).toISOString().slice(0, 10)}.csv`;
}
