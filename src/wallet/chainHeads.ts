/**
 * One follower (`blockSubscription.ts`) per chain, refreshing its reads at once so they share one
 * Multicall3 request. A read follows the chain when it is a `chainApi` entry whose arguments name
 * a `chainId`, has a subscriber and provides a cache tag, the ENS profile (cached a day) excepted.
 */
import { findChain } from '@/config/chains';
import {
  BLOCK_SOCKET_RECONNECT_DELAY_MAX_MS,
  BLOCK_SOCKET_RECONNECT_DELAY_MS,
  RPC_POLLING_INTERVAL_MS,
} from '@/config/constants';
import { followBlocks, type BlockFollower, type BlockFollowerOptions } from './blockSubscription';
import { CHAIN_API_TAGS, chainApi } from './chainApi';

type ChainApiState = ReturnType<typeof chainApi.reducer>;

type FollowedRead = NonNullable<ChainApiState['queries'][string]>;

type SubscriberCount = (queryCacheKey: string) => number;

function followedReadsByChain(state: ChainApiState, subscriberCount: SubscriberCount) {
  const byChain = new Map<number, FollowedRead[]>();
  for (const [queryCacheKey, entry] of Object.entries(state.queries)) {
    if (!entry?.endpointName || entry.status === 'uninitialized') continue;
    const chainId = (entry.originalArgs as { chainId?: unknown } | null | undefined)?.chainId;
    if (typeof chainId !== 'number' || subscriberCount(queryCacheKey) === 0) continue;
    const tags = state.provided.keys[queryCacheKey as keyof typeof state.provided.keys] ?? [];
    if (!tags.some((tag) => tag.type !== CHAIN_API_TAGS.ensProfile)) continue;
    byChain.set(chainId, [...(byChain.get(chainId) ?? []), entry]);
  }
  return byChain;
}

interface ChainHeadsStore {
  getState(): { [chainApi.reducerPath]: ChainApiState };
  dispatch(action: unknown): unknown;
}

type Initiate = (
  args: unknown,
  options: { subscribe: false; forceRefetch: true },
) => (...thunkArgs: never[]) => unknown;

export type ChainHeads = ReturnType<typeof createChainHeads>;

/** `options`: the followers' own (tests). */
export function createChainHeads(
  store: ChainHeadsStore,
  options: Partial<Omit<BlockFollowerOptions, 'socketUrl' | 'refresh' | 'since'>> = {},
) {
  const followers = new Map<number, BlockFollower>();
  const subscriberCount: SubscriberCount = (queryCacheKey) =>
    (
      store.dispatch(chainApi.internalActions.internal_getRTKQSubscriptions()) as {
        getSubscriptionCount: SubscriberCount;
      }
    ).getSubscriptionCount(queryCacheKey);
  const readsByChain = () =>
    followedReadsByChain(store.getState()[chainApi.reducerPath], subscriberCount);

  const unfollow = (chainId: number) => {
    followers.get(chainId)?.stop();
    followers.delete(chainId);
  };

  async function refresh(chainId: number): Promise<boolean> {
    const reads = readsByChain().get(chainId) ?? [];
    if (reads.length === 0) {
      unfollow(chainId);
      return true;
    }
    const endpoints = chainApi.endpoints as unknown as Record<string, { initiate: Initiate }>;
    const results = await Promise.all(
      reads.map(
        ({ endpointName, originalArgs }) =>
          store.dispatch(
            endpoints[endpointName!]!.initiate(originalArgs, {
              subscribe: false,
              forceRefetch: true,
            }),
          ) as Promise<{ isError: boolean }>,
      ),
    );
    return results.every((result) => !result.isError);
  }

  function follow(chainId: number, reads: readonly FollowedRead[]) {
    const socketUrl =
      findChain(chainId)?.rpcUrls.default.webSocket?.find((url) => url.trim() !== '') ?? null;
    followers.set(
      chainId,
      followBlocks({
        intervalMs: RPC_POLLING_INTERVAL_MS,
        reconnectDelayMs: BLOCK_SOCKET_RECONNECT_DELAY_MS,
        reconnectDelayMaxMs: BLOCK_SOCKET_RECONNECT_DELAY_MAX_MS,
        ...options,
        socketUrl,
        // The first refresh comes an interval after the last answer (else the last request's
        // start), as a poll would.
        since: Math.max(
          ...reads.map((read) => read.fulfilledTimeStamp ?? read.startedTimeStamp ?? 0),
        ),
        refresh: () => refresh(chainId),
      }),
    );
  }

  return {
    /** Follows each chain that has reads to follow and stops the others. */
    sync() {
      const byChain = readsByChain();
      for (const [chainId, reads] of byChain) {
        if (!followers.has(chainId)) follow(chainId, reads);
      }
      for (const chainId of [...followers.keys()]) {
        if (!byChain.has(chainId)) unfollow(chainId);
      }
    },
    /** Tests. */
    modes: () => new Map([...followers].map(([chainId, follower]) => [chainId, follower.mode])),
    stop() {
      for (const chainId of [...followers.keys()]) unfollow(chainId);
    },
  };
}
