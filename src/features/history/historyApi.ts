// The indexer's reads. Each but `/changes` takes the block its data last changed in (`version`)
// as an argument: only a part whose block moved reads again.
import { chainApi } from '@/wallet/chainApi';
import { INDEXER_CACHE_LIFETIME_S, SERIES_POINTS_MAX } from '@/config/constants';
import {
  getAccountRewards,
  getActivity,
  getAprChanges,
  getIndexerChanges,
  getLatestMints,
  getSeries,
  toSerializedIndexerError,
} from './indexerClient';
import { aprChangeMarks, aprPoints, collectionPoints, poolPoints } from './series';
import type { CollectionPoint, IndexerChanges, PoolBlock } from './types';

type Versioned = { baseUrl: string; version: number | null };
type Account = `0x${string}`;

async function readPoolHistory({ baseUrl, decimals }: Versioned & { decimals: number }) {
  const [points, changes] = await Promise.all([
    getSeries<PoolBlock>(baseUrl, '/pool/series', SERIES_POINTS_MAX),
    getAprChanges(baseUrl),
  ]);
  return {
    points: poolPoints(points, decimals),
    aprChanges: aprChangeMarks(changes),
    aprs: aprPoints(changes),
  };
}

export const historyApi = chainApi.injectEndpoints({
  endpoints: (build) => {
    /** An indexer read: its failure as a serializable error. */
    const read = <Args, Result>(
      fetch: (args: Args) => Promise<Result>,
      merge?: (shown: Result, answer: Result) => Result,
    ) =>
      build.query<Result, Args>({
        queryFn: async (args) => {
          try {
            return { data: await fetch(args) };
          } catch (error) {
            return { error: toSerializedIndexerError(error) };
          }
        },
        keepUnusedDataFor: INDEXER_CACHE_LIFETIME_S,
        merge,
      });
    return {
      getIndexerChanges: read(
        (args: { baseUrl: string; account?: Account }) =>
          getIndexerChanges(args.baseUrl, args.account),
        // A restarted indexer writer serves older blocks while it catches up: such an answer is
        // dropped. A reorganisation keeps the chain's height, so its answer is taken.
        (shown: IndexerChanges, answer) =>
          answer.chainId !== shown.chainId || answer.blockNumber >= shown.blockNumber
            ? answer
            : shown,
      ),
      getAccountActivity: read(
        (args: Versioned & { account: Account; pages: number; limit: number }) =>
          getActivity(args.baseUrl, args.account, args),
      ),
      getAccountRewards: read(
        // `since`: closed positions are read back to then at least (the rewards chart's first day).
        (args: Versioned & { account: Account; since: number }) =>
          getAccountRewards(args.baseUrl, args.account, args.since),
      ),
      getPoolHistory: read(readPoolHistory),
      getCollectionHistory: read(async ({ baseUrl }: Versioned) => ({
        points: collectionPoints(
          await getSeries<CollectionPoint>(baseUrl, '/collection/series', SERIES_POINTS_MAX),
        ),
      })),
      getLatestMints: read((args: Versioned & { count: number }) =>
        getLatestMints(args.baseUrl, args.count),
      ),
    };
  },
});

export const {
  useGetIndexerChangesQuery,
  useGetAccountActivityQuery,
  useGetAccountRewardsQuery,
  useGetPoolHistoryQuery,
  useGetCollectionHistoryQuery,
  useGetLatestMintsQuery,
} = historyApi;
