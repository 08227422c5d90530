/**
 * The page's reads follow each chain's head: one follower (`blockSubscription.ts`) per chain
 * that has reads to follow, which refreshes them all at once, so the reads of one refresh share
 * one Multicall3 request (`multicall.ts`). Loaded by `listeners/chainHeads.ts` when the first
 * refresh is due, after the page's first reads.
 *
 * A read follows the chain when it describes the chain's state: an RTK Query entry on `chainApi`
 * whose arguments name a `chainId`, that something on the page is subscribed to, and that
 * provides a cache tag (the tags a confirmed transaction invalidates: such a read can change
 * with any block), except the wallet layer's ENS profile (cached one day). Reads without a tag
 * (fee estimates, token pictures) keep their own schedule.
 */
import { findChain } from '@/config/chains';
import {
  BLOCK_SOCKET_RECONNECT_DELAY_MAX_MS,
  BLOCK_SOCKET_RECONNECT_DELAY_MS,
  RPC_POLLING_INTERVAL_MS,
} from '@/config/constants';
import {
  followBlocks,
  type BlockFollower,
  type BlockFollowerOptions,
  type FollowMode,
} from './blockSubscription';
import { CHAIN_API_TAGS, chainApi } from './chainApi';

type ChainApiState = ReturnType<typeof chainApi.reducer>;

/** One read to refresh: its endpoint and arguments, as the query cache keeps them. */
export interface FollowedRead {
  endpointName: string;
  originalArgs: unknown;
  /** When its last answer came, or else when its last request started (ms since the epoch). */
  readAt: number;
}

/** How many subscribers a cache entry has right now (RTK Query's own count, without lag). */
type SubscriberCount = (queryCacheKey: string) => number;

function chainIdOf(args: unknown): number | null {
  if (typeof args !== 'object' || args === null) return null;
  const { chainId } = args as { chainId?: unknown };
  return typeof chainId === 'number' ? chainId : null;
}

/** The reads that follow the chain's head, by chain id (see the module's comment). */
export function followedReadsByChain(
  state: ChainApiState,
  subscriberCount: SubscriberCount,
): Map<number, FollowedRead[]> {
  const byChain = new Map<number, FollowedRead[]>();
  for (const [queryCacheKey, entry] of Object.entries(state.queries)) {
    if (!entry?.endpointName || entry.status === 'uninitialized') continue;
    const chainId = chainIdOf(entry.originalArgs);
    if (chainId === null || subscriberCount(queryCacheKey) === 0) continue;
    const tags = state.provided.keys[queryCacheKey as keyof typeof state.provided.keys] ?? [];
    if (!tags.some((tag) => tag.type !== CHAIN_API_TAGS.ensProfile)) continue;
    const reads = byChain.get(chainId) ?? [];
    reads.push({
      endpointName: entry.endpointName,
      originalArgs: entry.originalArgs,
      readAt: entry.fulfilledTimeStamp ?? entry.startedTimeStamp ?? 0,
    });
    byChain.set(chainId, reads);
  }
  return byChain;
}

/** The store, as far as following needs it. */
export interface ChainHeadsStore {
  getState(): { [chainApi.reducerPath]: ChainApiState };
  dispatch(action: unknown): unknown;
}

/** What an endpoint's `initiate` resolves to, as far as a refresh needs it. */
interface RefetchResult {
  isError: boolean;
}

type Initiate = (
  args: unknown,
  options: { subscribe: false; forceRefetch: true },
) => (...thunkArgs: never[]) => unknown;

export interface ChainHeads {
  /** Starts following each chain that has reads to follow and stops the others. */
  sync(): void;
  /** The follow mode of each chain followed (diagnostics and tests). */
  modes(): Map<number, FollowMode>;
  /** Stops every follower. */
  stop(): void;
}

/** Options of each chain's follower, other than its socket and its refresh (tests). */
export type ChainHeadsOptions = Partial<
  Omit<BlockFollowerOptions, 'socketUrl' | 'refresh' | 'since'>
>;

/** Follows the heads of the chains the store's reads are on. */
export function createChainHeads(
  store: ChainHeadsStore,
  options: ChainHeadsOptions = {},
): ChainHeads {
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

  /** Refetches the chain's followed reads together; false when one of them failed. */
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
            endpoints[endpointName]!.initiate(originalArgs, {
              subscribe: false,
              forceRefetch: true,
            }),
          ) as Promise<RefetchResult>,
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
        // The first refresh comes an interval after the last answer, as a poll would.
        since: Math.max(...reads.map((read) => read.readAt)),
        refresh: () => refresh(chainId),
      }),
    );
  }

  return {
    sync() {
      const byChain = readsByChain();
      for (const [chainId, reads] of byChain) {
        if (!followers.has(chainId)) follow(chainId, reads);
      }
      for (const chainId of [...followers.keys()]) {
        if (!byChain.has(chainId)) unfollow(chainId);
      }
    },
    modes: () => new Map([...followers].map(([chainId, follower]) => [chainId, follower.mode])),
    stop() {
      for (const chainId of [...followers.keys()]) unfollow(chainId);
    },
  };
}
