/**
 * The indexer's reads as RTK Query endpoints on the shared chain api (no refetch on focus, no
 * retry). The module loads with the history parts only (their own chunk), never on a visitor's
 * first view.
 *
 * What is read again, and when: `/changes` is the one read that follows the chain's head (it
 * names the page's `chainId` and provides a tag, so `wallet/chainHeads.ts` refreshes it with the
 * page's chain reads at each new block, at most once per polling interval, never in a hidden
 * tab). Every other read takes the block its data last changed in (`version`) as an argument:
 * a new block in `/changes` for a part is a new read of that part, and only of that part; an
 * unchanged one costs nothing. The answer a part no longer shows leaves the cache after
 * INDEXER_CACHE_LIFETIME_S.
 */
import { chainApi } from '@/wallet/chainApi';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import {
  INDEXER_CACHE_LIFETIME_S,
  INDEXER_CATCH_UP_MAX_MS,
  INDEXER_INDEXING_ALLOWANCE_MS,
  SERIES_POINTS_MAX,
} from '@/config/constants';
import {
  getActivity,
  getAprChanges,
  getCollectionSeries,
  getIndexerChanges,
  getLatestMints,
  getPoolSeries,
  toSerializedIndexerError,
  type SerializedIndexerError,
} from './indexerClient';
import { aprChangeMarks, collectionPoints, poolPoints } from './series';
import type {
  ActivityItem,
  CollectionHistory,
  IndexerChanges,
  MintedBear,
  PoolHistory,
} from './types';

/** The tag of `/changes`, which makes it follow the chain's head. */
export const INDEXER_CHANGES_TAG = 'IndexerChanges';

export interface IndexerArgs {
  /** The indexer's base URL (`env.indexerUrl`). */
  baseUrl: string;
}

export interface ChangesArgs extends IndexerArgs {
  /** The chain the page reads: its head is followed. */
  chainId: number;
  /** The connected account, whose activity the page shows. */
  account?: `0x${string}`;
}

/** A part's read: keyed by the block its data last changed in (`/changes`). */
export interface VersionedArgs extends IndexerArgs {
  version: number | null;
}

export interface ActivityArgs extends VersionedArgs {
  account: `0x${string}`;
  /** Pages of ACTIVITY_PAGE_ROWS shown ("Show more" adds one). */
  pages: number;
  limit: number;
}

export interface PoolHistoryArgs extends VersionedArgs {
  decimals: number;
}

export interface LatestMintsArgs extends VersionedArgs {
  count: number;
}

/** A queryFn from an indexer read: its result as `data`, a failure as a serializable error. */
function indexerQuery<Args, Result>(read: (args: Args, api: BaseQueryApi) => Promise<Result>) {
  return async (
    args: Args,
    api: BaseQueryApi,
  ): Promise<{ data: Result } | { error: SerializedIndexerError }> => {
    try {
      return { data: await read(args, api) };
    } catch (error) {
      return { error: toSerializedIndexerError(error) };
    }
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `/changes`: at once the first time; at a new block (a refresh, with an answer already there),
 * once the indexer had INDEXER_INDEXING_ALLOWANCE_MS to index it, and again at that pace while
 * it names no block past the last answer's (for at most INDEXER_CATCH_UP_MAX_MS, and not in a
 * hidden tab): a block that lands while the chain is otherwise quiet still reaches the page.
 */
async function readChanges(
  { baseUrl, account }: ChangesArgs,
  api: BaseQueryApi,
): Promise<IndexerChanges> {
  const state = api.getState() as {
    [chainApi.reducerPath]: { queries: Record<string, { data?: unknown } | undefined> };
  };
  const previous = api.queryCacheKey
    ? (state[chainApi.reducerPath].queries[api.queryCacheKey]?.data as IndexerChanges | undefined)
    : undefined;
  if (!previous) return getIndexerChanges(baseUrl, account);
  const deadline = Date.now() + INDEXER_CATCH_UP_MAX_MS;
  for (;;) {
    await pause(INDEXER_INDEXING_ALLOWANCE_MS);
    const changes = await getIndexerChanges(baseUrl, account);
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
    if (changes.blockNumber > previous.blockNumber || hidden || Date.now() >= deadline) {
      return changes;
    }
  }
}

async function readPoolHistory({ baseUrl, decimals }: PoolHistoryArgs): Promise<PoolHistory> {
  const [points, changes] = await Promise.all([
    getPoolSeries(baseUrl, SERIES_POINTS_MAX),
    getAprChanges(baseUrl),
  ]);
  return { points: poolPoints(points, decimals), aprChanges: aprChangeMarks(changes) };
}

async function readCollectionHistory({ baseUrl }: VersionedArgs): Promise<CollectionHistory> {
  const points = await getCollectionSeries(baseUrl, SERIES_POINTS_MAX);
  return { points: collectionPoints(points), totalMinted: points.at(-1)?.totalMinted ?? 0 };
}

export const historyApi = chainApi
  .enhanceEndpoints({ addTagTypes: [INDEXER_CHANGES_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Which chain the indexer follows, how far it has indexed, and what changed when. */
      getIndexerChanges: build.query<IndexerChanges, ChangesArgs>({
        queryFn: indexerQuery(readChanges),
        providesTags: [INDEXER_CHANGES_TAG],
        keepUnusedDataFor: INDEXER_CACHE_LIFETIME_S,
      }),
      getAccountActivity: build.query<{ items: ActivityItem[]; more: boolean }, ActivityArgs>({
        queryFn: indexerQuery(({ baseUrl, account, pages, limit }: ActivityArgs) =>
          getActivity(baseUrl, account, { pages, limit }),
        ),
        keepUnusedDataFor: INDEXER_CACHE_LIFETIME_S,
      }),
      getPoolHistory: build.query<PoolHistory, PoolHistoryArgs>({
        queryFn: indexerQuery(readPoolHistory),
        keepUnusedDataFor: INDEXER_CACHE_LIFETIME_S,
      }),
      getCollectionHistory: build.query<CollectionHistory, VersionedArgs>({
        queryFn: indexerQuery(readCollectionHistory),
        keepUnusedDataFor: INDEXER_CACHE_LIFETIME_S,
      }),
      getLatestMints: build.query<MintedBear[], LatestMintsArgs>({
        queryFn: indexerQuery(({ baseUrl, count }: LatestMintsArgs) =>
          getLatestMints(baseUrl, count),
        ),
        keepUnusedDataFor: INDEXER_CACHE_LIFETIME_S,
      }),
    }),
  });

export const {
  useGetIndexerChangesQuery,
  useGetAccountActivityQuery,
  useGetPoolHistoryQuery,
  useGetCollectionHistoryQuery,
  useGetLatestMintsQuery,
} = historyApi;
