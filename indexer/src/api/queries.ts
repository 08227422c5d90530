// The API's queries that are more than a select: pages by (block, log index) and an account's
// token transfers. Raw results leave numbers as text or int: node-postgres and PGlite parse
// numeric and int8 differently, text and int alike.
import { sql, type PgColumn, type PgTable } from 'ponder';
import schema from 'ponder:schema';
import type { EventCursor } from './requests';

const { tokenTransfer } = schema;

/** A piece of SQL (drizzle's, through Ponder's exports). */
type SQL = ReturnType<typeof sql>;

/** The fields every event row has, as the queries below give them. */
export interface PlaceRow {
  block_number: string;
  log_index: number;
  timestamp: string;
  transaction_hash: `0x${string}`;
}

export interface TransferRow extends PlaceRow {
  from: `0x${string}`;
  to: `0x${string}`;
  amount: string;
}

/**
 * Rows strictly before the cursor in (block, log index) order, the next newest-first page (a
 * row comparison: the index on (…, block, log index) serves it as one range); none for page one.
 */
export function before(
  table: { blockNumber: unknown; logIndex: unknown },
  cursor: EventCursor | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${table.blockNumber}, ${table.logIndex}) < (${cursor.blockNumber.toString()}::numeric, ${cursor.logIndex}::int)`;
}

/**
 * An account's transfers out and in (a self-transfer once), newest first, in one query: the
 * newest of each side (an index scan backwards on (from|to, block, log index)), merged.
 * `from = a or to = a` would read and sort all of an account's transfers for every page.
 */
export function transfersQuery(account: string, cursor: EventCursor | undefined, take: number) {
  const t = tokenTransfer;
  const branch = (side: SQL) => sql`(select ${t.blockNumber}, ${t.logIndex}, ${t.timestamp},
      ${t.transactionHash}, ${t.from}, ${t.to}, ${t.amount}
    from ${t}
    where ${side} ${cursor ? sql`and ${before(t, cursor)}` : sql``}
    order by ${t.blockNumber} desc, ${t.logIndex} desc
    limit ${take})`;
  const union = sql`${branch(sql`${t.from} = ${account}`)} union all ${branch(
    sql`${t.to} = ${account} and ${t.from} <> ${account}`,
  )}`;
  return sql`select block_number::text as block_number, log_index, timestamp::text as timestamp,
      transaction_hash, "from", "to", amount::text as amount
    from (${union}) as transfers (block_number, log_index, timestamp, transaction_hash, "from",
      "to", amount)
    order by transfers.block_number desc, transfers.log_index desc
    limit ${take}`;
}

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

/** The fields every event item has, from a raw row. */
export const placeOf = (row: PlaceRow) => ({
  id: `${row.block_number}.${row.log_index}`,
  blockNumber: Number(row.block_number),
  logIndex: row.log_index,
  timestamp: Number(row.timestamp),
  transactionHash: row.transaction_hash,
});

export interface ChangesRow {
  checkpoint: string | null;
  staking: string | null;
  collection: string | null;
  account: string | null;
}

/**
 * The indexed checkpoint and the last block of each part a page shows, in one statement: each
 * is one index lookup (the pool's one row, the APR settings' and bears' block indexes, the
 * account's activity index). `_ponder_checkpoint` is Ponder's own table, in the schema the
 * API reads (its search path).
 */
export function changesQuery(account: string | undefined) {
  const { pool, aprChange, bear, activity } = schema;
  const accountBlock = account
    ? sql`(select max(${activity.blockNumber}) from ${activity} where ${activity.account} = ${account})::text`
    : sql`null`;
  return sql`select
      (select latest_checkpoint from _ponder_checkpoint order by latest_checkpoint desc limit 1) as checkpoint,
      greatest(
        (select max(${pool.blockNumber}) from ${pool}),
        (select max(${aprChange.blockNumber}) from ${aprChange})
      )::text as staking,
      (select max(${bear.blockNumber}) from ${bear})::text as collection,
      ${accountBlock} as account`;
}

export interface PoolPointRow {
  block_number: string;
  timestamp: string;
  total_deposited: string;
  total_locked: string;
  reward_pool: string;
  open_positions: string | number;
}

export interface CollectionPointRow {
  block_number: string;
  timestamp: string;
  total_minted: string | number;
}

/**
 * A series of at most `points` rows, oldest first: every row of `source` while they fit, else
 * the last row (by `order`) of each of `points` equal spans of `time`. One statement: the range
 * and count, then one sort of the rows by span.
 */
export function bucketedSeries(
  source: SQL | PgTable,
  fields: SQL,
  time: SQL | PgColumn,
  order: SQL | PgColumn,
  points: number,
) {
  return sql`select distinct on (bucket) * from (
      select ${fields}, ${order} as order_key,
        case when span.n <= ${points} then row_number() over (order by ${order})
          else floor((${time} - span.first) * ${points} / (span.last - span.first + 1)) end as bucket
      from ${source}, (select min(${time}) as first, max(${time}) as last, count(*) as n from ${source}) as span
    ) as points
    order by bucket, order_key desc`;
}
