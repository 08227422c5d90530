/**
 * The indexer's HTTP API (indexer/src/api/), read with `fetch`. Every failure becomes an
 * {@link IndexerError} with a kind the page can phrase: the indexer did not answer, refused the
 * request (4xx, with its own code and message), failed (5xx) or answered something unreadable.
 * A 429 (the proxy's per-client rate limit) is waited out as its `Retry-After` says and asked
 * again once, so a visitor sees no error for it.
 */
import {
  ACTIVITY_EXPORT_PAGE_ROWS,
  INDEXER_RETRY_AFTER_DEFAULT_S,
  INDEXER_RETRY_AFTER_MAX_S,
  ACTIVITY_EXPORT_PAGES_MAX,
  CLOSED_POSITIONS_PAGE_ROWS,
  CLOSED_POSITIONS_PAGES_MAX,
  INDEXER_REQUEST_TIMEOUT_MS,
  MINT_LIST_PAGE_ROWS,
  SERIES_PAGES_MAX,
} from '@/config/constants';
import type {
  AccountRewards,
  ActivityItem,
  AprChange,
  ClosedPosition,
  CollectionPoint,
  EventPage,
  IndexerChanges,
  MintedBear,
  PoolBlock,
  RewardTotals,
} from './types';

export type IndexerErrorKind = 'unreachable' | 'refused' | 'failed' | 'badAnswer';

/**
 * What the query cache keeps of a failure (the chain api's error shape): `code` is the kind,
 * `message` the detail for logs and tests; the page phrases the kind from the catalogue.
 */
export interface SerializedIndexerError {
  code: IndexerErrorKind;
  message: string;
}

export class IndexerError extends Error {
  constructor(
    readonly kind: IndexerErrorKind,
    detail: string,
    /** HTTP status, when the indexer answered. */
    readonly status?: number,
    /** The indexer's own code on a refusal (`invalid_account`, …). */
    readonly code?: string,
  ) {
    super(detail);
    this.name = 'IndexerError';
  }
}

export function toSerializedIndexerError(error: unknown): SerializedIndexerError {
  if (error instanceof IndexerError) return { code: error.kind, message: error.message };
  return { code: 'badAnswer', message: error instanceof Error ? error.message : String(error) };
}

type Query = Record<string, string | number | undefined>;

/**
 * How long a 429 asks to wait (ms): `Retry-After` in seconds or as an HTTP date, the default
 * when absent or unreadable, undefined when over {@link INDEXER_RETRY_AFTER_MAX_S}.
 */
export function retryAfterMs(header: string | null, nowMs = Date.now()): number | undefined {
  const value = header?.trim() ?? '';
  let waitMs = INDEXER_RETRY_AFTER_DEFAULT_S * 1000;
  if (/^\d+$/.test(value)) waitMs = Number(value) * 1000;
  else if (value !== '' && !Number.isNaN(Date.parse(value))) {
    waitMs = Math.max(0, Date.parse(value) - nowMs);
  }
  return waitMs <= INDEXER_RETRY_AFTER_MAX_S * 1000 ? waitMs : undefined;
}

async function send(url: URL): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(INDEXER_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new IndexerError(
      'unreachable',
      `GET ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** GET `path` of the indexer at `baseUrl`, as JSON. */
export async function getJson<T>(baseUrl: string, path: string, query: Query = {}): Promise<T> {
  const url = new URL(`${baseUrl}${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  let response = await send(url);
  if (response.status === 429) {
    const waitMs = retryAfterMs(response.headers.get('retry-after'));
    if (waitMs !== undefined) {
      await response.arrayBuffer().catch(() => undefined); // frees the connection
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      response = await send(url);
    }
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const refusal = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    const code = typeof refusal?.code === 'string' ? refusal.code : undefined;
    const message = typeof refusal?.message === 'string' ? refusal.message : response.statusText;
    throw new IndexerError(
      response.status < 500 ? 'refused' : 'failed',
      `GET ${url.pathname}: ${response.status} ${message}`,
      response.status,
      code,
    );
  }
  if (body === undefined || body === null || typeof body !== 'object') {
    throw new IndexerError('badAnswer', `GET ${url.pathname}: the answer is not JSON`);
  }
  return body as T;
}

/** `/changes` (with the account's block when `account` is given). */
export async function getIndexerChanges(
  baseUrl: string,
  account?: `0x${string}`,
): Promise<IndexerChanges> {
  const body = await getJson<Partial<Record<keyof IndexerChanges, unknown>>>(baseUrl, '/changes', {
    account,
  });
  if (typeof body.chainId !== 'number') {
    throw new IndexerError('badAnswer', 'GET /changes: no chain indexed yet');
  }
  const block = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    chainId: body.chainId,
    blockNumber: block(body.blockNumber) ?? 0,
    timestamp: block(body.timestamp) ?? 0,
    staking: block(body.staking),
    collection: block(body.collection),
    ...(account === undefined ? {} : { account: block(body.account) }),
  };
}

/** One page of an account's activity, newest first. */
export function getActivityPage(
  baseUrl: string,
  account: string,
  { cursor, limit }: { cursor?: string | null; limit: number },
): Promise<EventPage<ActivityItem>> {
  return getJson(baseUrl, `/activity/${account}`, { cursor: cursor ?? undefined, limit });
}

/**
 * The account's newest `pages` pages of activity, newest first (what the table shows), and
 * whether older rows remain.
 */
export async function getActivity(
  baseUrl: string,
  account: string,
  { pages, limit }: { pages: number; limit: number },
): Promise<{ items: ActivityItem[]; more: boolean }> {
  const items: ActivityItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < pages; page += 1) {
    const answer: EventPage<ActivityItem> = await getActivityPage(baseUrl, account, {
      cursor,
      limit,
    });
    items.push(...answer.items);
    cursor = answer.nextCursor;
    if (cursor === null) break;
  }
  return { items, more: cursor !== null };
}

/** All of an account's activity for an export (at most ACTIVITY_EXPORT_PAGES_MAX pages). */
export async function getAllActivity(
  baseUrl: string,
  account: string,
): Promise<{ items: ActivityItem[]; complete: boolean }> {
  const { items, more } = await getActivity(baseUrl, account, {
    pages: ACTIVITY_EXPORT_PAGES_MAX,
    limit: ACTIVITY_EXPORT_PAGE_ROWS,
  });
  return { items, complete: !more };
}

/** The pool's totals over time, at most `points` points (the indexer buckets by time). */
export async function getPoolSeries(baseUrl: string, points: number): Promise<PoolBlock[]> {
  return (await getJson<{ items: PoolBlock[] }>(baseUrl, '/pool/series', { points })).items;
}

/** Bears minted in all over time, at most `points` points. */
export async function getCollectionSeries(
  baseUrl: string,
  points: number,
): Promise<CollectionPoint[]> {
  return (await getJson<{ items: CollectionPoint[] }>(baseUrl, '/collection/series', { points }))
    .items;
}

/** Every APR setting, oldest first. */
export async function getAprChanges(baseUrl: string): Promise<AprChange[]> {
  const items: AprChange[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < SERIES_PAGES_MAX; page += 1) {
    const answer: EventPage<AprChange> = await getJson(baseUrl, '/pool/apr-changes', {
      cursor: cursor ?? undefined,
      limit: ACTIVITY_EXPORT_PAGE_ROWS,
    });
    items.push(...answer.items);
    cursor = answer.nextCursor;
    if (cursor === null) break;
  }
  return items;
}

/**
 * The account's rewards over its history (`/rewards/:account`) and its closed positions, the
 * latest closed first (`/positions/:account/closed`): the first page, and the next ones while
 * the last one read closed at `since` or later (at most CLOSED_POSITIONS_PAGES_MAX requests).
 */
export async function getAccountRewards(
  baseUrl: string,
  account: string,
  since: number,
): Promise<AccountRewards> {
  const readClosed = async () => {
    const closed: ClosedPosition[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < CLOSED_POSITIONS_PAGES_MAX; page += 1) {
      const answer: EventPage<ClosedPosition> = await getJson(
        baseUrl,
        `/positions/${account}/closed`,
        { cursor: cursor ?? undefined, limit: CLOSED_POSITIONS_PAGE_ROWS },
      );
      closed.push(...answer.items);
      cursor = answer.nextCursor;
      if (cursor === null || (closed.at(-1)?.timestamp ?? 0) < since) break;
    }
    return closed;
  };
  const [totals, closed] = await Promise.all([
    getJson<RewardTotals>(baseUrl, `/rewards/${account}`),
    readClosed(),
  ]);
  return { totals, closed };
}

/** The newest `count` bears minted, newest first (`count` up to MINT_LIST_PAGE_ROWS per page). */
export async function getLatestMints(baseUrl: string, count: number): Promise<MintedBear[]> {
  const bears: MintedBear[] = [];
  let cursor: string | null = null;
  while (bears.length < count) {
    const answer: EventPage<MintedBear> = await getJson(baseUrl, '/collection/mints', {
      cursor: cursor ?? undefined,
      limit: Math.min(MINT_LIST_PAGE_ROWS, count - bears.length),
    });
    bears.push(...answer.items);
    cursor = answer.nextCursor;
    if (cursor === null) break;
  }
  return bears;
}
