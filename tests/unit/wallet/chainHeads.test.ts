// @vitest-environment node
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStartListening } from '@/app/listener';
import type * as Chains from '@/config/chains';
import { ETHEREUM, POLYGON, type HubChain } from '@/config/chains';
import { RPC_POLLING_INTERVAL_MS } from '@/config/constants';
import type { NewHeadsHandlers, PageVisibility } from '@/wallet/blockSubscription';
import { CHAIN_API_TAGS, chainApi } from '@/wallet/chainApi';
import { createChainHeads, type ChainHeads } from '@/wallet/chainHeads';
import { listenForChainHeads } from '@/wallet/listeners/chainHeads';

/** A chain configured without a WebSocket endpoint. */
const NO_SOCKET_CHAIN_ID = vi.hoisted(() => 424_242);

vi.mock('@/config/chains', async (importOriginal) => {
  const original = await importOriginal<typeof Chains>();
  const noSocket: HubChain = {
    ...original.SEPOLIA,
    id: NO_SOCKET_CHAIN_ID,
    rpcUrls: { default: { http: ['https://no-socket.example'] } },
  };
  return {
    ...original,
    findChain: (chainId: number) =>
      chainId === NO_SOCKET_CHAIN_ID ? noSocket : original.findChain(chainId),
  };
});

interface ReadArgs {
  chainId: number;
  name: string;
}

/** Every read the endpoints below made, as `endpoint:chainId:name`. */
let reads: string[] = [];
let failing = false;

const testApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    taggedTestRead: build.query<number, ReadArgs>({
      queryFn: ({ chainId, name }) => {
        reads.push(`tagged:${chainId}:${name}`);
        return failing ? { error: { code: 'generic', message: 'down' } as never } : { data: 1 };
      },
      providesTags: [CHAIN_API_TAGS.balance],
    }),
    untaggedTestRead: build.query<number, ReadArgs>({
      queryFn: ({ chainId, name }) => {
        reads.push(`untagged:${chainId}:${name}`);
        return { data: 1 };
      },
    }),
    ensTestRead: build.query<number, ReadArgs>({
      queryFn: ({ chainId, name }) => {
        reads.push(`ens:${chainId}:${name}`);
        return { data: 1 };
      },
      providesTags: [CHAIN_API_TAGS.ensProfile],
    }),
  }),
});

function makeStore() {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: { [chainApi.reducerPath]: chainApi.reducer },
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false })
        .prepend(listener.middleware)
        .concat(chainApi.middleware),
  });
  return { store, startListening: listener.startListening as unknown as AppStartListening };
}

type Store = ReturnType<typeof makeStore>['store'];

/** The sockets the followers opened, by URL, with their handlers (the test plays the server). */
let sockets: { url: string; handlers: NewHeadsHandlers; closed: boolean }[] = [];
const visible: PageVisibility = { isVisible: () => true, onChange: () => () => {} };
let heads: ChainHeads | null = null;

function follow(store: Store) {
  heads = createChainHeads(store, {
    visibility: visible,
    openSocket: (url, handlers) => {
      const socket = { url, handlers, closed: false };
      sockets.push(socket);
      return {
        close() {
          socket.closed = true;
        },
      };
    },
  });
  heads.sync();
  return heads;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 5_000_000 });
  reads = [];
  failing = false;
  sockets = [];
});

afterEach(() => {
  heads?.stop();
  heads = null;
  vi.useRealTimers();
});

describe('chain heads', () => {
  it('behavior: a new block refreshes the subscribed tagged reads of its chain, and only those', async () => {
    const { store } = makeStore();
    const subscriptions = [
      store.dispatch(
        testApi.endpoints.taggedTestRead.initiate({ chainId: ETHEREUM.id, name: 'a' }),
      ),
      store.dispatch(
        testApi.endpoints.taggedTestRead.initiate({ chainId: ETHEREUM.id, name: 'b' }),
      ),
      store.dispatch(
        testApi.endpoints.untaggedTestRead.initiate({ chainId: ETHEREUM.id, name: 'c' }),
      ),
      store.dispatch(testApi.endpoints.ensTestRead.initiate({ chainId: ETHEREUM.id, name: 'd' })),
      store.dispatch(testApi.endpoints.taggedTestRead.initiate({ chainId: POLYGON.id, name: 'e' })),
    ];
    const unused = store.dispatch(
      testApi.endpoints.taggedTestRead.initiate({ chainId: ETHEREUM.id, name: 'gone' }),
    );
    await Promise.all([...subscriptions, unused]);
    unused.unsubscribe();
    reads = [];

    follow(store);
    // One follower per chain with reads to follow, on the chain's WebSocket endpoint.
    expect(sockets.map((socket) => socket.url)).toEqual([
      ETHEREUM.rpcUrls.default.webSocket![0],
      POLYGON.rpcUrls.default.webSocket![0],
    ]);
    const [ethereum] = sockets;
    ethereum!.handlers.onLive();
    // Going live refreshed once (for the blocks before it), an interval after the reads; the next
    // head is then served at once.
    await vi.advanceTimersByTimeAsync(RPC_POLLING_INTERVAL_MS * 2);
    reads = []; // Polygon's socket never went live: it polled meanwhile
    ethereum!.handlers.onHead(100n);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads.sort()).toEqual(['tagged:1:a', 'tagged:1:b']);
  });

  it('behavior: a chain without a WebSocket endpoint polls its reads every interval', async () => {
    const { store } = makeStore();
    await store.dispatch(
      testApi.endpoints.taggedTestRead.initiate({ chainId: NO_SOCKET_CHAIN_ID, name: 'a' }),
    );
    reads = [];
    follow(store);
    expect(sockets).toEqual([]);
    expect(heads!.modes()).toEqual(new Map([[NO_SOCKET_CHAIN_ID, 'polling']]));
    await vi.advanceTimersByTimeAsync(RPC_POLLING_INTERVAL_MS * 3);
    expect(reads).toEqual(['tagged:424242:a', 'tagged:424242:a', 'tagged:424242:a']);
  });

  it('behavior: a failed read is retried at the polling interval while no block lands', async () => {
    const { store } = makeStore();
    await store.dispatch(
      testApi.endpoints.taggedTestRead.initiate({ chainId: ETHEREUM.id, name: 'a' }),
    );
    reads = [];
    follow(store);
    sockets[0]!.handlers.onLive();
    failing = true;
    // The refresh of going live fails, an interval after the reads…
    await vi.advanceTimersByTimeAsync(RPC_POLLING_INTERVAL_MS);
    expect(reads).toHaveLength(1);
    reads = [];
    // … and is retried every interval, with no block landing.
    await vi.advanceTimersByTimeAsync(RPC_POLLING_INTERVAL_MS * 2);
    expect(reads).toHaveLength(2);
  });

  it('behavior: a chain whose reads are all gone is no longer followed: its socket closes', async () => {
    const { store } = makeStore();
    const read = store.dispatch(
      testApi.endpoints.taggedTestRead.initiate({ chainId: ETHEREUM.id, name: 'a' }),
    );
    await read;
    follow(store);
    sockets[0]!.handlers.onLive();
    read.unsubscribe();
    await vi.advanceTimersByTimeAsync(RPC_POLLING_INTERVAL_MS);
    reads = [];
    sockets[0]!.handlers.onHead(1n);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toEqual([]);
    expect(sockets[0]!.closed).toBe(true);
    expect(heads!.modes()).toEqual(new Map());
  });
});

describe('chain heads listener', () => {
  it('behavior: follows the chains once a polling interval has passed since the first settled read', async () => {
    const { store, startListening } = makeStore();
    listenForChainHeads(startListening);
    await store.dispatch(
      testApi.endpoints.taggedTestRead.initiate({ chainId: NO_SOCKET_CHAIN_ID, name: 'a' }),
    );
    reads = [];
    await vi.advanceTimersByTimeAsync(RPC_POLLING_INTERVAL_MS - 1);
    expect(reads).toEqual([]);
    // The follower's code loads (a real import), then refreshes: the first refresh is due.
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(10);
      expect(reads).toEqual(['tagged:424242:a']);
    });
  });
});
