/**
 * Following a chain's head: new blocks announced over WebSocket (`eth_subscribe` `newHeads`)
 * become refreshes of the page's reads, at most one per interval; a timer over HTTP while no
 * socket is live; nothing while the page is hidden. `chainHeads.ts` says what a refresh is.
 * Not viem's `webSocket` + `watchBlockNumber`: 8.1 KiB of gzip against ≈ 1.3 KiB, a keep-alive
 * request every 30 s, and neither falls back to polling nor pauses with the page.
 */

/** What a new-heads socket reports, each at most once except `onHead`. */
export interface NewHeadsHandlers {
  onLive(): void;
  /** The block's number, when the node sent one. */
  onHead(blockNumber: bigint | null): void;
  /** Closed or failed (not after `close()`); `refused`: the endpoint serves no subscriptions. */
  onDown(refused: boolean): void;
}

/** The part of the browser's WebSocket this client uses (tests pass their own). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

type SocketConstructor = new (url: string) => SocketLike;

const SOCKET_OPEN = 1;
const NORMAL_CLOSURE = 1000;
const SUBSCRIBE_ID = 1;
const UNSUBSCRIBE_ID = 2;

const blockNumberOf = (value: unknown): bigint | null =>
  typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value) ? BigInt(value) : null;

/** Opens `url` and subscribes to its new heads; other messages are ignored. */
export function openNewHeads(
  url: string,
  handlers: NewHeadsHandlers,
  Socket: SocketConstructor = WebSocket as unknown as SocketConstructor,
) {
  const socket = new Socket(url);
  let subscription: string | null = null;
  let ended = false;
  const end = (refused: boolean) => {
    if (ended) return;
    ended = true;
    handlers.onDown(refused);
  };
  const send = (id: number, method: string, params: unknown[]) =>
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));

  socket.onopen = () => {
    // Closed while it was still connecting (closing then makes the browser log an error).
    if (ended) socket.close(NORMAL_CLOSURE);
    else send(SUBSCRIBE_ID, 'eth_subscribe', ['newHeads']);
  };
  socket.onmessage = ({ data }) => {
    if (ended) return;
    let message: {
      id?: unknown;
      result?: unknown;
      method?: unknown;
      params?: { subscription?: unknown; result?: { number?: unknown } };
    };
    try {
      message = JSON.parse(String(data)) as typeof message;
    } catch {
      return;
    }
    if (message.id === SUBSCRIBE_ID) {
      if (typeof message.result === 'string') {
        subscription = message.result;
        handlers.onLive();
      } else {
        end(true);
        socket.close(NORMAL_CLOSURE);
      }
      return;
    }
    if (
      subscription !== null &&
      message.method === 'eth_subscription' &&
      message.params?.subscription === subscription
    ) {
      handlers.onHead(blockNumberOf(message.params.result?.number));
    }
  };
  socket.onclose = () => end(false);
  socket.onerror = () => end(false);

  return {
    /** Unsubscribes and closes; no handler is called afterwards. */
    close() {
      const wasEnded = ended;
      ended = true;
      // A socket still connecting is closed in `onopen`.
      if (socket.readyState !== SOCKET_OPEN) return;
      if (subscription !== null && !wasEnded) {
        send(UNSUBSCRIBE_ID, 'eth_unsubscribe', [subscription]);
      }
      socket.close(NORMAL_CLOSURE);
    },
  };
}

const documentVisibility = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  /** Returns the unsubscribe. */
  onChange(listener: () => void) {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export type PageVisibility = typeof documentVisibility;

/** `paused`: the page is hidden, no refresh, no socket. */
type FollowMode = 'socket' | 'polling' | 'paused' | 'stopped';

export interface BlockFollowerOptions {
  /** Null: the chain has none, refreshes poll. */
  socketUrl: string | null;
  /** False when a read failed (retried at the interval). */
  refresh(): Promise<boolean>;
  /** The shortest time between two refreshes, and the polling interval. */
  intervalMs: number;
  /** When the reads were last made (as `now`): the first refresh waits for the interval. */
  since: number;
  /** Pause before reopening a dropped socket, doubled per failed attempt up to the max. */
  reconnectDelayMs: number;
  reconnectDelayMaxMs: number;
  openSocket?: typeof openNewHeads;
  visibility?: PageVisibility;
  now?: () => number;
}

export type BlockFollower = ReturnType<typeof followBlocks>;

/** A block inside the interval is served at its end; the page shown again refreshes once. */
export function followBlocks(options: BlockFollowerOptions) {
  const {
    intervalMs,
    reconnectDelayMs,
    reconnectDelayMaxMs,
    openSocket = openNewHeads,
    visibility = documentVisibility,
    now = () => Date.now(),
  } = options;
  let socketUrl = options.socketUrl;
  let lastRefreshAt = options.since;
  let socket: ReturnType<typeof openNewHeads> | null = null;
  let live = false;
  let stopped = false;
  let visible = visibility.isVisible();
  /** A refresh asked for (a head, the page shown again) that the interval holds back. */
  let refreshWanted = false;
  let lastFailed = false;
  let failedAttempts = 0;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  function schedule() {
    clearTimeout(refreshTimer);
    if (stopped || !visible) return;
    if (live && !lastFailed && !refreshWanted) return; // the next head decides
    refreshTimer = setTimeout(runRefresh, Math.max(0, lastRefreshAt + intervalMs - now()));
  }

  function runRefresh() {
    refreshWanted = false;
    lastRefreshAt = now();
    const settle = (ok: boolean) => {
      lastFailed = !ok;
      schedule();
    };
    options.refresh().then(settle, () => settle(false));
    schedule();
  }

  function connect() {
    clearTimeout(reconnectTimer);
    if (stopped || !visible || socket || socketUrl === null) return;
    socket = openSocket(socketUrl, {
      onLive() {
        live = true;
        failedAttempts = 0;
        // Blocks mined before the node registered the subscription are announced by nobody,
        // and a read made before this answer may have missed them: one refresh.
        refreshWanted = true;
        schedule();
      },
      onHead() {
        refreshWanted = true;
        schedule();
      },
      onDown(refused) {
        socket = null;
        live = false;
        if (refused) socketUrl = null;
        schedule();
        if (socketUrl === null || stopped || !visible) return;
        const delay = Math.min(reconnectDelayMs * 2 ** failedAttempts, reconnectDelayMaxMs);
        failedAttempts += 1;
        reconnectTimer = setTimeout(connect, delay);
      },
    });
  }

  /** Timers and socket; the visibility listener stays. */
  function halt() {
    clearTimeout(refreshTimer);
    clearTimeout(reconnectTimer);
    socket?.close();
    socket = null;
    live = false;
  }

  const stopListening = visibility.onChange(() => {
    const nowVisible = visibility.isVisible();
    if (stopped || nowVisible === visible) return;
    visible = nowVisible;
    if (!visible) {
      halt();
      return;
    }
    refreshWanted = true;
    failedAttempts = 0;
    schedule();
    connect();
  });

  schedule();
  connect();

  return {
    get mode(): FollowMode {
      if (stopped) return 'stopped';
      if (!visible) return 'paused';
      return live ? 'socket' : 'polling';
    },
    stop() {
      if (stopped) return;
      stopped = true;
      stopListening();
      halt();
    },
  };
}
