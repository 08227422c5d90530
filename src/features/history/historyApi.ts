/**
 * The indexer's reads as RTK Query endpoints on the shared chain api (no refetch on focus, no
 * retry). The module loads with the history parts only (their own chunk), never on a visitor's
 * first view.
 *
 * What is read again, and when: `/changes` is read when a part mounts, and again while the
 * indexer is behind the block the page's own chain reads come from (`IndexedHistory`: those follow
 * the chain's head, and nothing follows it in a hidden tab). Every other read takes the block its
 * data last changed in (`version`) as an argument:
 * a new block in `/changes` for a part is a new read of that part, and only of that part; an
 * unchanged one costs nothing. The answer a part no longer shows leaves the cache after
 * INDEXER_CACHE_LIFETIME_S.
 */
import { chainApi } from '@/wallet/chainApi';
import { INDEXER_CACHE_LIFETIME_S, SERIES_POINTS_MAX } from '@/config/constants';
import {
  getAccountRewards,
  getActivity,
  getAprChanges,
  getCollectionSeries,
  getIndexerChanges,
  getLatestMints,
  getPoolSeries,
  toSerializedIndexerError,
  type SerializedIndexerError,
} from './indexerClient';
import { aprChangeMarks, aprPoints, collectionPoints, poolPoints } from './series';
import type {
  AccountRewards,
  ActivityItem,
  CollectionHistory,
  IndexerChanges,
  MintedBear,
  PoolHistory,
} from './types';

export interface IndexerArgs {
  /** The indexer's base URL (`env.indexerUrl`). */
  baseUrl: string;
}

export interface ChangesArgs extends IndexerArgs {
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

export interface AccountRewardsArgs extends VersionedArgs {
  account: `0x${string}`;
  /** Closed positions are read back to this time at least (the rewards chart's first day). */
  since: number;
}

export interface LatestMintsArgs extends VersionedArgs {
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

async function readPoolHistory({ baseUrl, decimals }: PoolHistoryArgs): Promise<PoolHistory> {
  const [points, changes] = await Promise.all([
    getPoolSeries(baseUrl, SERIES_POINTS_MAX),
    getAprChanges(baseUrl),
  ]);
  return {
    points: poolPoints(points, decimals),
    aprChanges: aprChangeMarks(changes),
    aprs: aprPoints(changes),
  };
}

async function readCollectionHistory({ baseUrl }: VersionedArgs): Promise<CollectionHistory> {
  const points = await getCollectionSeries(baseUrl, SERIES_POINTS_MAX);
  return { points: collectionPoints(points), totalMinted: points.at(-1)?.totalMinted ?? 0 };
}

export const historyApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** Which chain the indexer follows, how far it has indexed, and what changed when. */
    getIndexerChanges: build.query<IndexerChanges, ChangesArgs>({
      queryFn: indexerQuery(({ baseUrl, account }: ChangesArgs) =>
        getIndexerChanges(baseUrl, account),
      ),
      keepUnusedDataFor: INDEXER_CACHE_LIFETIME_S,
      // An answer from behind the one shown is dropped: a restarted indexer writer serves older
      // blocks while it catches up again (the parts would step back for seconds). A
      // reorganisation keeps the chain's height, so its answer is taken.
      merge: (shown, answer) =>
        answer.chainId !== shown.chainId || answer.blockNumber >= shown.blockNumber
          ? answer
          : shown,
    }),
    getAccountActivity: build.query<{ items: ActivityItem[]; more: boolean }, ActivityArgs>({
      queryFn: indexerQuery(({ baseUrl, account, pages, limit }: ActivityArgs) =>
        getActivity(baseUrl, account, { pages, limit }),
      ),
      keepUnusedDataFor: INDEXER_CACHE_LIFETIME_S,
    }),
    getAccountRewards: build.query<AccountRewards, AccountRewardsArgs>({
      queryFn: indexerQuery(({ baseUrl, account, since }: AccountRewardsArgs) =>
        getAccountRewards(baseUrl, account, since),
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
  useGetAccountRewardsQuery,
  useGetPoolHistoryQuery,
  useGetCollectionHistoryQuery,
  useGetLatestMintsQuery,
} = historyApi;
