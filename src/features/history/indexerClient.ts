// The indexer's HTTP API (indexer/src/api/). Every failure becomes an IndexerError of a
// kind the page phrases. A 429 (the proxy's per-client limit) is waited out and asked again once.
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
import { localized } from '@/i18n/runtime';
import './messages';
import type {
  AccountRewards,
  ActivityItem,
  AprChange,
  ClosedPosition,
  CollectionPoint,
  IndexerChanges,
  MintedBear,
  PoolBlock,
  RewardTotals,
} from './types';

export type IndexerErrorKind = 'unreachable' | 'refused' | 'failed' | 'badAnswer';

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

/** The sentences for the failures, in the active locale when read. */
const HISTORY_ERROR_MESSAGES = localized({
  unreachable: 'historyErrors.unreachable',
  failed: 'historyErrors.failed',
  refused: 'historyErrors.refused',
  badAnswer: 'historyErrors.badAnswer',
}) satisfies Record<IndexerErrorKind, string>;

/** The sentence for a failed indexer read (its serialized error, or anything else). */
export function indexerErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && Object.hasOwn(HISTORY_ERROR_MESSAGES, code)
    ? HISTORY_ERROR_MESSAGES[code as IndexerErrorKind]
    : HISTORY_ERROR_MESSAGES.badAnswer;
}

/** A failure as the query cache keeps it (the chain api's error shape). */
export function toSerializedIndexerError(error: unknown) {
  if (error instanceof IndexerError) return { code: error.kind, message: error.message };
  return { code: 'badAnswer', message: error instanceof Error ? error.message : String(error) };
}

type Query = Record<string, string | number | undefined>;

/** How long a 429's `Retry-After` (seconds or HTTP date) asks to wait (ms); undefined: too long. */
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

async function getJson<T>(baseUrl: string, path: string, query: Query = {}): Promise<T> {
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
  const body: unknown = await response.json().catch(() => undefined);
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
  if (typeof body !== 'object' || body === null) {
    throw new IndexerError('badAnswer', `GET ${url.pathname}: the answer is not JSON`);
  }
  return body as T;
}

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

/** Up to `pages` pages of a newest-first list (fewer once `enough`), and whether more remain. */
async function readPages<Item>(
  baseUrl: string,
  path: string,
  pages: number,
  limit: (read: number) => number,
  enough: (items: Item[]) => boolean = () => false,
): Promise<{ items: Item[]; more: boolean }> {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < pages; page += 1) {
    const answer: { items: Item[]; nextCursor: string | null } = await getJson(baseUrl, path, {
      cursor: cursor ?? undefined,
      limit: limit(items.length),
    });
    items.push(...answer.items);
    cursor = answer.nextCursor;
    if (cursor === null || enough(items)) break;
  }
  return { items, more: cursor !== null };
}

export function getActivity(
  baseUrl: string,
  account: string,
  { pages, limit }: { pages: number; limit: number },
): Promise<{ items: ActivityItem[]; more: boolean }> {
  return readPages(baseUrl, `/activity/${account}`, pages, () => limit);
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

/** `/pool/series` or `/collection/series`: at most `points` points (bucketed by time). */
export async function getSeries<Point extends PoolBlock | CollectionPoint>(
  baseUrl: string,
  path: string,
  points: number,
): Promise<Point[]> {
  return (await getJson<{ items: Point[] }>(baseUrl, path, { points })).items;
}

export async function getAprChanges(baseUrl: string): Promise<AprChange[]> {
  const limit = () => ACTIVITY_EXPORT_PAGE_ROWS;
  return (await readPages<AprChange>(baseUrl, '/pool/apr-changes', SERIES_PAGES_MAX, limit)).items;
}

/** The account's rewards, and its closed positions back to one closed before `since`. */
export async function getAccountRewards(
  baseUrl: string,
  account: string,
  since: number,
): Promise<AccountRewards> {
  const [totals, closed] = await Promise.all([
    getJson<RewardTotals>(baseUrl, `/rewards/${account}`),
    readPages<ClosedPosition>(
      baseUrl,
      `/positions/${account}/closed`,
      CLOSED_POSITIONS_PAGES_MAX,
      () => CLOSED_POSITIONS_PAGE_ROWS,
      (items) => (items.at(-1)?.timestamp ?? 0) < since,
    ),
  ]);
  return { totals, closed: closed.items };
}

export async function getLatestMints(baseUrl: string, count: number): Promise<MintedBear[]> {
  const limit = (done: number) => Math.min(MINT_LIST_PAGE_ROWS, count - done);
  const enough = (bears: MintedBear[]) => bears.length >= count;
  return (await readPages(baseUrl, '/collection/mints', count, limit, enough)).items;
}
