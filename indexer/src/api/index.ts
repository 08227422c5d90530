// The HTTP API the hub reads (its contract is written out in indexer/README.md). Ponder serves
// it beside its own /health, /ready, /status and /metrics. Lists are paginated; the hub's
// origins only (INDEXER_HUB_ORIGINS); a bad query is a 4xx JSON refusal.
import { Hono } from 'hono';
import { and, asc, desc, eq, gt, gte, lt, or, type AnyPgColumn } from 'ponder';
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { before, placeOf, rowsOf, transfersQuery, type TransferRow } from './queries';
import { hubOrigins, onlyHubOrigins } from './hubOrigins';
import {
  EVENT_PAGE,
  type EventCursor,
  RequestError,
  SERIES_PAGE,
  errorBody,
  formatCursor,
  formatDay,
  nextDay,
  onlyParameters,
  readAccount,
  readDay,
  readEventCursor,
  readLimit,
  readWholeNumber,
} from './requests';

const { activity, bear, aprChange, pool, poolBlock, poolDay, collectionDay } = schema;

interface EventColumns {
  blockNumber: AnyPgColumn;
  logIndex: AnyPgColumn;
}

/** Rows strictly after the cursor: the next oldest-first page. */
function after(table: EventColumns, cursor: EventCursor | undefined) {
  if (!cursor) return undefined;
  return or(
    gt(table.blockNumber, cursor.blockNumber),
    and(eq(table.blockNumber, cursor.blockNumber), gt(table.logIndex, cursor.logIndex)),
  );
}

interface EventRow {
  blockNumber: bigint;
  logIndex: number;
  timestamp: bigint;
  transactionHash: `0x${string}`;
}

/** The fields every event item has. */
const place = (row: EventRow) => ({
  id: formatCursor(row),
  blockNumber: Number(row.blockNumber),
  logIndex: row.logIndex,
  timestamp: Number(row.timestamp),
  transactionHash: row.transactionHash,
});

/** The page and the cursor of the next one (null on the last page). */
function page<T extends { blockNumber: number; logIndex: number }>(items: T[], limit: number) {
  const shown = items.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown,
    nextCursor:
      items.length > limit && last
        ? formatCursor({ blockNumber: BigInt(last.blockNumber), logIndex: last.logIndex })
        : null,
  };
}

const totalsOf = (row: typeof poolBlock.$inferSelect | typeof poolDay.$inferSelect) => ({
  totalDeposited: row.totalDeposited.toString(),
  totalLocked: row.totalLocked.toString(),
  rewardPool: row.rewardPool.toString(),
  rewardsReserved: row.rewardsReserved.toString(),
  rewardsFunded: row.rewardsFunded.toString(),
  rewardsPaid: row.rewardsPaid.toString(),
  openPositions: row.openPositions,
});

const app = new Hono();
app.use('*', onlyHubOrigins(hubOrigins()));

app.onError((error, c) => {
  if (error instanceof RequestError) {
    return c.json(errorBody(error.code, error.message), error.status);
  }
  console.error(error);
  return c.json(errorBody('internal', 'the indexer could not answer; retry later'), 500);
});

/** One account's stakes, claims, unstakes and mints, newest first. */
app.get('/activity/:account', async (c) => {
  onlyParameters(c, ['cursor', 'limit']);
  const account = readAccount(c.req.param('account'));
  const limit = readLimit(c, EVENT_PAGE);
  const cursor = readEventCursor(c);
  const rows = await db
    .select()
    .from(activity)
    .where(and(eq(activity.account, account), before(activity, cursor)))
    .orderBy(desc(activity.blockNumber), desc(activity.logIndex))
    .limit(limit + 1);
  const items = rows.map((row) => ({
    kind: row.kind,
    ...place(row),
    account: row.account,
    ...row.details,
  }));
  return c.json(page(items, limit));
});

/** The pool's totals after the last indexed staking event, and each tier's current APR. */
app.get('/pool', async (c) => {
  onlyParameters(c, []);
  const [current] = await db.select().from(pool).limit(1);
  // Each tier's latest setting.
  const tiers = await db
    .selectDistinctOn([aprChange.tier])
    .from(aprChange)
    .orderBy(asc(aprChange.tier), desc(aprChange.blockNumber), desc(aprChange.logIndex));
  return c.json({
    totals: current
      ? {
          address: current.address,
          ...totalsOf(current),
          nextUnlockAt: current.nextUnlockAt === null ? null : Number(current.nextUnlockAt),
          blockNumber: Number(current.blockNumber),
          timestamp: Number(current.timestamp),
        }
      : null,
    tiers: tiers.map((row) => ({ tier: row.tier, aprBps: row.aprBps, since: place(row) })),
  });
});

/** The totals after each block with staking events, from block `from` up. */
app.get('/pool/blocks', async (c) => {
  onlyParameters(c, ['from', 'limit']);
  const from = readWholeNumber(c, 'from', 'invalid_from') ?? 0n;
  const limit = readLimit(c, SERIES_PAGE);
  const rows = await db
    .select()
    .from(poolBlock)
    .where(gte(poolBlock.blockNumber, from))
    .orderBy(asc(poolBlock.blockNumber))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  return c.json({
    items: shown.map((row) => ({
      blockNumber: Number(row.blockNumber),
      timestamp: Number(row.timestamp),
      ...totalsOf(row),
    })),
    nextFrom: rows.length > limit ? Number(rows[limit]!.blockNumber) : null,
  });
});

/** Per UTC day with staking events: the totals at its last one and the day's flows. */
app.get('/pool/daily', async (c) => {
  onlyParameters(c, ['from', 'limit']);
  const from = readDay(c, 'from') ?? 0n;
  const limit = readLimit(c, SERIES_PAGE);
  const rows = await db
    .select()
    .from(poolDay)
    .where(gte(poolDay.day, from))
    .orderBy(asc(poolDay.day))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  return c.json({
    items: shown.map((row) => ({
      day: formatDay(row.day),
      dayStart: Number(row.day),
      lastBlockNumber: Number(row.lastBlockNumber),
      ...totalsOf(row),
      stakes: row.stakes,
      amountStaked: row.amountStaked.toString(),
      claims: row.claims,
      rewardsClaimed: row.rewardsClaimed.toString(),
      unstakes: row.unstakes,
      amountUnstaked: row.amountUnstaked.toString(),
      rewardsFundedInDay: row.rewardsFundedInDay.toString(),
    })),
    nextFrom: rows.length > limit ? nextDay(shown.at(-1)!.day) : null,
  });
});

/** Tier APR settings, oldest first (the deployment's own included). */
app.get('/pool/apr-changes', async (c) => {
  onlyParameters(c, ['cursor', 'limit']);
  const limit = readLimit(c, EVENT_PAGE);
  const cursor = readEventCursor(c);
  const rows = await db
    .select()
    .from(aprChange)
    .where(after(aprChange, cursor))
    .orderBy(asc(aprChange.blockNumber), asc(aprChange.logIndex))
    .limit(limit + 1);
  return c.json(
    page(
      rows.map((row) => ({ ...place(row), tier: row.tier, aprBps: row.aprBps })),
      limit,
    ),
  );
});

/** The latest bears minted, newest first; `cursor` is the `nextCursor` (a token id). */
app.get('/collection/mints', async (c) => {
  onlyParameters(c, ['cursor', 'limit']);
  const limit = readLimit(c, EVENT_PAGE);
  const cursor = readWholeNumber(c, 'cursor', 'invalid_cursor');
  const rows = await db
    .select()
    .from(bear)
    .where(cursor === undefined ? undefined : lt(bear.tokenId, cursor))
    .orderBy(desc(bear.tokenId))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  return c.json({
    items: shown.map((row) => ({
      tokenId: row.tokenId.toString(),
      minter: row.minter,
      ...place(row),
    })),
    nextCursor: rows.length > limit ? shown.at(-1)!.tokenId.toString() : null,
  });
});

/** Per UTC day with mints: bears minted that day and in all by its end. */
app.get('/collection/daily', async (c) => {
  onlyParameters(c, ['from', 'limit']);
  const from = readDay(c, 'from') ?? 0n;
  const limit = readLimit(c, SERIES_PAGE);
  const rows = await db
    .select()
    .from(collectionDay)
    .where(gte(collectionDay.day, from))
    .orderBy(asc(collectionDay.day))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  return c.json({
    items: shown.map((row) => ({
      day: formatDay(row.day),
      dayStart: Number(row.day),
      minted: row.minted,
      totalMinted: row.totalMinted,
      lastBlockNumber: Number(row.lastBlockNumber),
    })),
    nextFrom: rows.length > limit ? nextDay(shown.at(-1)!.day) : null,
  });
});

/** One account's token transfers (in and out), newest first. */
app.get('/token/transfers/:account', async (c) => {
  onlyParameters(c, ['cursor', 'limit']);
  const account = readAccount(c.req.param('account'));
  const limit = readLimit(c, EVENT_PAGE);
  const cursor = readEventCursor(c);
  const rows = await rowsOf<TransferRow>(db.execute(transfersQuery(account, cursor, limit + 1)));
  return c.json(
    page(
      rows.map((row) => ({
        ...placeOf(row),
        from: row.from,
        to: row.to,
        amount: row.amount,
      })),
      limit,
    ),
  );
});

app.all('*', (c) =>
  c.json(
    errorBody('not_found', `no route ${c.req.method} ${c.req.path}; see indexer/README.md`),
    404,
  ),
);

export default app;
