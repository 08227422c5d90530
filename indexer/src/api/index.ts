// The HTTP API the hub reads (its contract is written out in indexer/README.md). Ponder serves
// it beside its own /health, /ready, /status and /metrics. Lists are paginated; the hub's
// origins only (INDEXER_HUB_ORIGINS); a bad query is a 4xx JSON refusal.
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { and, asc, desc, eq, gt, gte, lt, or, sql, type AnyPgColumn } from 'ponder';
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import {
  before,
  bucketedSeries,
  changesQuery,
  placeOf,
  rowsOf,
  transfersQuery,
  type ChangesRow,
  type CollectionPointRow,
  type PoolPointRow,
  type TransferRow,
} from './queries';
import { isDatabaseUnavailable } from './databaseErrors';
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
  readAddressParameter,
  readLimit,
  readPoints,
  readWholeNumber,
} from './requests';

const {
  activity,
  bear,
  aprChange,
  claim,
  pool,
  poolBlock,
  poolDay,
  collectionDay,
  stake,
  unstake,
} = schema;

/** How long a shared cache may serve a read without asking again (s). */
const READ_MAX_AGE_S = 1;
/** How long a client waits before asking again when the database cannot answer (s). */
const UNAVAILABLE_RETRY_AFTER_S = 1;

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

/**
 * The first `limit` of `rows`, read with one more (which tells whether another page follows),
 * and what the next page starts from: `next` of the last row shown, or null on the last page.
 */
function page<Row, Next>(rows: Row[], limit: number, next: (last: Row) => Next) {
  const shown = rows.slice(0, limit);
  return { shown, next: rows.length > limit ? next(shown.at(-1)!) : null };
}

/** Ponder's checkpoint text: 10 digits of block time, 16 of chain id, 16 of block number, … */
function decodeCheckpoint(checkpoint: string) {
  return {
    timestamp: Number(checkpoint.slice(0, 10)),
    chainId: Number(checkpoint.slice(10, 26)),
    blockNumber: Number(checkpoint.slice(26, 42)),
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
// Every read carries a validator of its body: a repeated read of unchanged data is a 304 with
// no body (the browser's cache, or a proxy's, revalidates with If-None-Match).
app.use('*', etag());
// A short freshness for shared caches (a proxy in front answers a crowd of tabs asking the same
// URL within a second with one request here); a refusal or a failure is never stored.
app.use('*', async (c, next) => {
  await next();
  c.header(
    'Cache-Control',
    c.res.status === 200 || c.res.status === 304 ? `public, max-age=${READ_MAX_AGE_S}` : 'no-store',
  );
});

app.onError((error, c) => {
  if (error instanceof RequestError) {
    return c.json(errorBody(error.code, error.message), error.status);
  }
  if (isDatabaseUnavailable(error)) {
    console.warn(`the database cannot answer now (${error.message}): answered 503`);
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    return c.json(
      errorBody('unavailable', 'the indexer’s database cannot answer now; retry in a moment'),
      503,
    );
  }
  console.error(error);
  return c.json(errorBody('internal', 'the indexer could not answer; retry later'), 500);
});

/**
 * An event list route: `cursor` (the `nextCursor` of the page before, the last item's id) and
 * `limit`. `read` takes the rows after the cursor in the list's order, `take` at most.
 */
function eventList<Row>(
  path: string,
  read: (c: Context, cursor: EventCursor | undefined, take: number) => Promise<Row[]>,
  item: (row: Row) => { id: string },
) {
  app.get(path, async (c) => {
    onlyParameters(c, ['cursor', 'limit']);
    const limit = readLimit(c, EVENT_PAGE);
    const rows = await read(c, readEventCursor(c), limit + 1);
    const { shown, next } = page(rows.map(item), limit, (last) => last.id);
    return c.json({ items: shown, nextCursor: next });
  });
}

/**
 * An oldest-first series route: `from` (inclusive, read by `readFrom`) and `limit`; `read` takes
 * the rows from `from` on, `take` at most; `nextFrom` gives the next page's `from`.
 */
function series<From, Row>(
  path: string,
  {
    readFrom,
    read,
    item,
    nextFrom,
  }: {
    readFrom: (c: Context) => From;
    read: (from: From, take: number) => Promise<Row[]>;
    item: (row: Row) => object;
    nextFrom: (last: Row) => number | string;
  },
) {
  app.get(path, async (c) => {
    onlyParameters(c, ['from', 'limit']);
    const from = readFrom(c);
    const limit = readLimit(c, SERIES_PAGE);
    const { shown, next } = page(await read(from, limit + 1), limit, nextFrom);
    return c.json({ items: shown.map(item), nextFrom: next });
  });
}

/** Daily series: `from` a UTC date; each item names its day. */
const daily = {
  readFrom: (c: Context) => readDay(c, 'from') ?? 0n,
  nextFrom: (last: { day: bigint }) => nextDay(last.day),
};
const dayOf = (row: { day: bigint }) => ({ day: formatDay(row.day), dayStart: Number(row.day) });

/** One account's stakes, claims, unstakes and mints, newest first. */
eventList(
  '/activity/:account',
  (c, cursor, take) =>
    db
      .select()
      .from(activity)
      .where(and(eq(activity.account, readAccount(c)), before(activity, cursor)))
      .orderBy(desc(activity.blockNumber), desc(activity.logIndex))
      .limit(take),
  (row) => ({ kind: row.kind, ...place(row), account: row.account, ...row.details }),
);

/**
 * One account's closed positions, the latest closed first: each with its stake (when it opened,
 * its tier and APR, the reward reserved) and its close (`place`: the unstake). `earned` is what
 * the position paid in all: its reservation less what its close returned to the pool. One range
 * of the unstakes' account index, each joined to its stake by position id.
 */
eventList(
  '/positions/:account/closed',
  (c, cursor, take) =>
    db
      .select({ closed: unstake, opened: stake })
      .from(unstake)
      .innerJoin(stake, eq(stake.positionId, unstake.positionId))
      .where(and(eq(unstake.account, readAccount(c)), before(unstake, cursor)))
      .orderBy(desc(unstake.blockNumber), desc(unstake.logIndex))
      .limit(take),
  ({ closed, opened }) => ({
    ...place(closed),
    account: closed.account,
    positionId: closed.positionId.toString(),
    amount: closed.amount.toString(),
    tier: opened.tier,
    aprBps: opened.aprBps,
    lockSeconds: opened.lockSeconds,
    startedAt: Number(opened.timestamp),
    unlocksAt: Number(opened.unlocksAt),
    reward: opened.reward.toString(),
    rewardPaid: closed.rewardPaid.toString(),
    rewardReleased: closed.rewardReleased.toString(),
    earned: (opened.reward - closed.rewardReleased).toString(),
  }),
);

/**
 * One account's rewards over its whole history: paid (every `RewardsClaimed`, an unstake's own
 * included) and earned by its closed positions (each one's reservation less what its close
 * returned). Two aggregates over the account's ranges of the claim and unstake indexes.
 */
app.get('/rewards/:account', async (c) => {
  onlyParameters(c, []);
  const account = readAccount(c);
  const [[paid], [closed]] = await Promise.all([
    db
      .select({
        claimed: sql<string>`coalesce(sum(${claim.amount}), 0)::text`,
        claims: sql<number>`count(*)::int`,
      })
      .from(claim)
      .where(eq(claim.account, account)),
    db
      .select({
        earned: sql<string>`coalesce(sum(${stake.reward} - ${unstake.rewardReleased}), 0)::text`,
        positions: sql<number>`count(*)::int`,
      })
      .from(unstake)
      .innerJoin(stake, eq(stake.positionId, unstake.positionId))
      .where(eq(unstake.account, account)),
  ]);
  return c.json({
    claimed: paid?.claimed ?? '0',
    claims: Number(paid?.claims ?? 0),
    closedEarned: closed?.earned ?? '0',
    closedPositions: Number(closed?.positions ?? 0),
  });
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
series('/pool/blocks', {
  readFrom: (c) => readWholeNumber(c, 'from', 'invalid_from') ?? 0n,
  read: (from, take) =>
    db
      .select()
      .from(poolBlock)
      .where(gte(poolBlock.blockNumber, from))
      .orderBy(asc(poolBlock.blockNumber))
      .limit(take),
  item: (row) => ({
    blockNumber: Number(row.blockNumber),
    timestamp: Number(row.timestamp),
    ...totalsOf(row),
  }),
  nextFrom: (last) => Number(last.blockNumber) + 1,
});

/** Per UTC day with staking events: the totals at its last one and the day's flows. */
series('/pool/daily', {
  ...daily,
  read: (from, take) =>
    db.select().from(poolDay).where(gte(poolDay.day, from)).orderBy(asc(poolDay.day)).limit(take),
  item: (row) => ({
    ...dayOf(row),
    lastBlockNumber: Number(row.lastBlockNumber),
    ...totalsOf(row),
    stakes: row.stakes,
    amountStaked: row.amountStaked.toString(),
    claims: row.claims,
    rewardsClaimed: row.rewardsClaimed.toString(),
    unstakes: row.unstakes,
    amountUnstaked: row.amountUnstaked.toString(),
    rewardsFundedInDay: row.rewardsFundedInDay.toString(),
  }),
});

/** Tier APR settings, oldest first (the deployment's own included). */
eventList(
  '/pool/apr-changes',
  (_c, cursor, take) =>
    db
      .select()
      .from(aprChange)
      .where(after(aprChange, cursor))
      .orderBy(asc(aprChange.blockNumber), asc(aprChange.logIndex))
      .limit(take),
  (row) => ({ ...place(row), tier: row.tier, aprBps: row.aprBps }),
);

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
  const { shown, next } = page(rows, limit, (last) => last.tokenId.toString());
  return c.json({
    items: shown.map((row) => ({
      tokenId: row.tokenId.toString(),
      minter: row.minter,
      ...place(row),
    })),
    nextCursor: next,
  });
});

/** Per UTC day with mints: bears minted that day and in all by its end. */
series('/collection/daily', {
  ...daily,
  read: (from, take) =>
    db
      .select()
      .from(collectionDay)
      .where(gte(collectionDay.day, from))
      .orderBy(asc(collectionDay.day))
      .limit(take),
  item: (row) => ({
    ...dayOf(row),
    minted: row.minted,
    totalMinted: row.totalMinted,
    lastBlockNumber: Number(row.lastBlockNumber),
  }),
});

/** One account's token transfers (in and out), newest first. */
eventList(
  '/token/transfers/:account',
  (c, cursor, take) =>
    rowsOf<TransferRow>(db.execute(transfersQuery(readAccount(c), cursor, take))),
  (row) => ({ ...placeOf(row), from: row.from, to: row.to, amount: row.amount }),
);

/**
 * What changed last, in one small answer a tab reads at each new block of the chain it follows:
 * the indexed block, and the last block with staking events (totals or APR settings), with mints
 * and, given `account`, with that account's activity. A tab reads a part again only when its
 * block moved. Without `account` the answer is the same for every visitor (a shared cache serves it).
 */
app.get('/changes', async (c) => {
  onlyParameters(c, ['account']);
  const account = readAddressParameter(c, 'account');
  const [row] = await rowsOf<ChangesRow>(db.execute(changesQuery(account)));
  const indexed = row?.checkpoint ? decodeCheckpoint(row.checkpoint) : undefined;
  const block = (value: string | null | undefined) => (value == null ? null : Number(value));
  return c.json({
    chainId: indexed?.chainId ?? null,
    blockNumber: indexed?.blockNumber ?? 0,
    timestamp: indexed?.timestamp ?? 0,
    staking: block(row?.staking),
    collection: block(row?.collection),
    ...(account === undefined ? {} : { account: block(row?.account) }),
  });
});

/**
 * The pool's totals over time at most `points` points: every block with staking events while
 * they fit, else the last block of each of `points` equal spans of time (a chart draws no more).
 */
app.get('/pool/series', async (c) => {
  onlyParameters(c, ['points']);
  const points = readPoints(c);
  const rows = await rowsOf<PoolPointRow>(
    db.execute(
      bucketedSeries(
        poolBlock,
        sql`${poolBlock.blockNumber}, ${poolBlock.timestamp}, ${poolBlock.totalDeposited}::text as total_deposited, ${poolBlock.totalLocked}::text as total_locked, ${poolBlock.rewardPool}::text as reward_pool, ${poolBlock.openPositions} as open_positions`,
        poolBlock.timestamp,
        poolBlock.blockNumber,
        points,
      ),
    ),
  );
  return c.json({
    items: rows.map((row) => ({
      blockNumber: Number(row.block_number),
      timestamp: Number(row.timestamp),
      totalDeposited: row.total_deposited,
      totalLocked: row.total_locked,
      rewardPool: row.reward_pool,
      openPositions: Number(row.open_positions),
    })),
  });
});

/** Bears minted in all over time, at most `points` points (as `/pool/series`). */
app.get('/collection/series', async (c) => {
  onlyParameters(c, ['points']);
  const points = readPoints(c);
  const rows = await rowsOf<CollectionPointRow>(
    db.execute(
      bucketedSeries(
        sql`(select ${bear.blockNumber} as block_number, ${bear.timestamp} as timestamp, ${bear.tokenId} as token_id, count(*) over (order by ${bear.tokenId}) as total_minted from ${bear}) as minted`,
        sql`block_number, timestamp, total_minted`,
        sql`timestamp`,
        sql`token_id`,
        points,
      ),
    ),
  );
  return c.json({
    items: rows.map((row) => ({
      blockNumber: Number(row.block_number),
      timestamp: Number(row.timestamp),
      totalMinted: Number(row.total_minted),
    })),
  });
});

app.all('*', (c) =>
  c.json(
    errorBody('not_found', `no route ${c.req.method} ${c.req.path}; see indexer/README.md`),
    404,
  ),
);

export default app;
