/**
 * The indexer's reads as RTK Query endpoints on the shared chain api (same cache rules: a day's
 * lifetime, no refetch on focus, no retry; the components poll while the page is visible). The
 * module loads with the history parts only (their own chunk), never on a visitor's first view.
 */
import { chainApi } from '@/wallet/chainApi';
import {
  getActivity,
  getAprChanges,
  getCollectionDays,
  getIndexerStatus,
  getLatestMints,
  getPoolBlocks,
  getPoolDays,
  toSerializedIndexerError,
  type SerializedIndexerError,
} from './indexerClient';
import { aprChangeMarks, collectionDayPoints, mintPoints, poolPoints } from './series';
import { MINT_SERIES_PER_MINT_MAX } from '@/config/constants';
import type {
  ActivityItem,
  CollectionHistory,
  IndexerStatus,
  MintedBear,
  PoolHistory,
} from './types';

/**
 * The indexer's data (not its status): read again when the indexer has indexed a new block
 * (`useRefreshOnIndexedBlock`), and by Retry.
 */
export const HISTORY_TAG = 'IndexerHistory';

export interface IndexerArgs {
  /** The indexer's base URL (`env.indexerUrl`). */
  baseUrl: string;
}

export interface ActivityArgs extends IndexerArgs {
  account: `0x${string}`;
  /** Pages of ACTIVITY_PAGE_ROWS shown ("Show more" adds one). */
  pages: number;
  limit: number;
}

export interface PoolHistoryArgs extends IndexerArgs {
  decimals: number;
}

export interface LatestMintsArgs extends IndexerArgs {
  count: number;
}

/** A queryFn from an indexer read: its result as `data`, a failure as a serializable error. */
function indexerQuery<Args, Result>(read: (args: Args) => Promise<Result>) {
  return async (args: Args): Promise<{ data: Result } | { error: SerializedIndexerError }> => {
    try {
      return { data: await read(args) };
    } catch (error) {
      return { error: toSerializedIndexerError(error) };
    }
  };
}

/** Per block when the whole history fits one page, else per day. */
async function readPoolHistory({ baseUrl, decimals }: PoolHistoryArgs): Promise<PoolHistory> {
  const [blocks, changes] = await Promise.all([getPoolBlocks(baseUrl), getAprChanges(baseUrl)]);
  const aprChanges = aprChangeMarks(changes);
  if (blocks.complete) {
    return { resolution: 'block', points: poolPoints(blocks.items, decimals), aprChanges };
  }
  const days = await getPoolDays(baseUrl);
  return { resolution: 'day', points: poolPoints(days.items, decimals), aprChanges };
}

/** Per mint for a small collection (from the list of mints), else per day. */
async function readCollectionHistory({ baseUrl }: IndexerArgs): Promise<CollectionHistory> {
  const days = await getCollectionDays(baseUrl);
  const totalMinted = days.items.at(-1)?.totalMinted ?? 0;
  if (days.complete && totalMinted <= MINT_SERIES_PER_MINT_MAX) {
    const bears = totalMinted === 0 ? [] : await getLatestMints(baseUrl, totalMinted);
    return { resolution: 'mint', points: mintPoints(bears), totalMinted };
  }
  return { resolution: 'day', points: collectionDayPoints(days.items), totalMinted };
}

export const historyApi = chainApi
  .enhanceEndpoints({ addTagTypes: [HISTORY_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Which chain the indexer follows and how far it has indexed. */
      getIndexerStatus: build.query<IndexerStatus, IndexerArgs>({
        queryFn: indexerQuery(({ baseUrl }: IndexerArgs) => getIndexerStatus(baseUrl)),
      }),
      getAccountActivity: build.query<{ items: ActivityItem[]; more: boolean }, ActivityArgs>({
        queryFn: indexerQuery(({ baseUrl, account, pages, limit }: ActivityArgs) =>
          getActivity(baseUrl, account, { pages, limit }),
        ),
        providesTags: [HISTORY_TAG],
      }),
      getPoolHistory: build.query<PoolHistory, PoolHistoryArgs>({
        queryFn: indexerQuery(readPoolHistory),
        providesTags: [HISTORY_TAG],
      }),
      getCollectionHistory: build.query<CollectionHistory, IndexerArgs>({
        queryFn: indexerQuery(readCollectionHistory),
        providesTags: [HISTORY_TAG],
      }),
      getLatestMints: build.query<MintedBear[], LatestMintsArgs>({
        queryFn: indexerQuery(({ baseUrl, count }: LatestMintsArgs) =>
          getLatestMints(baseUrl, count),
        ),
        providesTags: [HISTORY_TAG],
      }),
    }),
  });

export const {
  useGetIndexerStatusQuery,
  useGetAccountActivityQuery,
  useGetPoolHistoryQuery,
  useGetCollectionHistoryQuery,
  useGetLatestMintsQuery,
} = historyApi;
