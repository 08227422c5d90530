/**
 * Following a chain's head: the new blocks a chain's WebSocket endpoint announces
 * (`eth_subscribe` `newHeads`), turned into refreshes of the page's reads, at most one per
 * interval; a timer over HTTP instead while there is no live socket (none configured, not open
 * yet, dropped, or an endpoint that serves no subscriptions); nothing at all while the page is
 * hidden. React-free and store-free: `chainHeads.ts` says what a refresh is.
 *
 * A WebSocket of its own rather than viem's `webSocket` transport with `watchBlockNumber`: those
 * and the client they need weigh 8.1 KiB of gzip against this file's ≈ 1.3 KiB, viem's socket
 * sends a keep-alive request every 30 s (requests the budget counts), and neither falls back to
 * polling nor pauses with the page, which is most of what is needed here.
 */

/** What a new-heads socket reports, each at most once except `onHead`. */
export interface NewHeadsHandlers {
  /** The subscription is live: heads follow. */
  onLive(): void;
  /** A new block (its number, when the node sent one). */
  onHead(blockNumber: bigint | null): void;
  /**
   * The socket closed or failed (not after `close()`). `refused`: the endpoint answered the
   * subscription with an error, so it serves none and trying again is moot.
   */
  onDown(refused: boolean): void;
}

/** An open new-heads subscription. */
export interface NewHeadsSocket {
  /** Unsubscribes (`eth_unsubscribe`) and closes the socket; no handler is called afterwards. */
  close(): void;
}

export type OpenNewHeads = (url: string, handlers: NewHeadsHandlers) => NewHeadsSocket;

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

export type SocketConstructor = new (url: string) => SocketLike;

const SOCKET_OPEN = 1;
/** WebSocket close code of a normal closure. */
const NORMAL_CLOSURE = 1000;
const SUBSCRIBE_ID = 1;
const UNSUBSCRIBE_ID = 2;

function blockNumberOf(value: unknown): bigint | null {
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) return null;
  return BigInt(value);
}

/**
 * Opens `url` and subscribes to its new heads. Messages other than the subscription's answer and
 * its notifications are ignored.
 */
export function openNewHeads(
  url: string,
  handlers: NewHeadsHandlers,
  Socket: SocketConstructor = WebSocket as unknown as SocketConstructor,
): NewHeadsSocket {
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
    close() {
      const wasEnded = ended;
      ended = true;
      // A socket still connecting is closed once open (`onopen`).
      if (socket.readyState !== SOCKET_OPEN) return;
      if (subscription !== null && !wasEnded) {
        send(UNSUBSCRIBE_ID, 'eth_unsubscribe', [subscription]);
      }
      socket.close(NORMAL_CLOSURE);
    },
  };
}

/** Whether the page is shown, and news of a change (the document's, by default). */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` on each change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export const documentVisibility: PageVisibility = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  onChange(listener) {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * - `socket`: refreshes follow the heads of a live subscription;
 * - `polling`: refreshes come every interval (no socket, or not live);
 * - `paused`: the page is hidden: no refresh, no socket;
 * - `stopped`: `stop()` was called.
 */
export type FollowMode = 'socket' | 'polling' | 'paused' | 'stopped';

export interface BlockFollowerOptions {
  /** The chain's WebSocket endpoint, or null: it has none (refreshes poll). */
  socketUrl: string | null;
  /** Refreshes the reads; resolves to false when one of them failed (retried at the interval). */
  refresh(): Promise<boolean>;
  /** The shortest time between two refreshes, and the polling interval. */
  intervalMs: number;
  /** When the reads were last made (ms, as `now`): the first refresh waits for the interval. */
  since: number;
  /** First pause before opening a dropped socket again, doubled after each failed attempt… */
  reconnectDelayMs: number;
  /** … up to this. */
  reconnectDelayMaxMs: number;
  openSocket?: OpenNewHeads;
  visibility?: PageVisibility;
  now?: () => number;
}

export interface BlockFollower {
  readonly mode: FollowMode;
  /** Stops everything: timers, the socket (unsubscribed), the visibility listener. */
  stop(): void;
}

/**
 * Refreshes a chain's reads as its head moves: on each new block while the socket is live, at
 * most once per `intervalMs` (a block within the interval of the last refresh is served at its
 * end); every `intervalMs` otherwise, and after a failed refresh until one succeeds; never while
 * the page is hidden. A subscription that goes live refreshes once (within the interval rule):
 * blocks mined before the node registered it are not announced, and a read started before it
 * went live, even after its socket opened, may have been answered before such a block. A dropped socket is opened again
 * after a pause that doubles with each failed attempt; hiding the page unsubscribes and closes
 * it, showing it again refreshes once and subscribes again.
 */
export function followBlocks(options: BlockFollowerOptions): BlockFollower {
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
  let socket: NewHeadsSocket | null = null;
  let live = false;
  let stopped = false;
  let visible = visibility.isVisible();
  /** A head (or the page shown again) asks for a refresh that the interval holds back. */
  let refreshWanted = false;
  let lastFailed = false;
  let failedAttempts = 0;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const clearRefreshTimer = () => {
    clearTimeout(refreshTimer);
    refreshTimer = undefined;
  };
  const clearReconnectTimer = () => {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
  };

  /** Sets the timer of the next refresh, if one is due without a new head. */
  function schedule() {
    clearRefreshTimer();
    if (stopped || !visible) return;
    if (live && !lastFailed && !refreshWanted) return; // the next head decides
    refreshTimer = setTimeout(runRefresh, Math.max(0, lastRefreshAt + intervalMs - now()));
  }

  function runRefresh() {
    refreshTimer = undefined;
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
    clearReconnectTimer();
    if (stopped || !visible || socket || socketUrl === null) return;
    socket = openSocket(socketUrl, {
      onLive() {
        live = true;
        failedAttempts = 0;
        // A block may have landed since the last refresh, before the subscription could tell:
        // one refresh catches up, unless one started after the socket was opened (only a block
        // within that round trip is then left to the next one).
        // Blocks mined before the node registered the subscription are announced by nobody, and
        // any read made before this answer may have been answered before them: one refresh.
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
        // An endpoint that serves no subscriptions: poll from now on.
        if (refused) socketUrl = null;
        schedule();
        if (socketUrl === null || stopped || !visible) return;
        const delay = Math.min(reconnectDelayMs * 2 ** failedAttempts, reconnectDelayMaxMs);
        failedAttempts += 1;
        reconnectTimer = setTimeout(connect, delay);
      },
    });
  }

  function closeSocket() {
    const open = socket;
    socket = null;
    live = false;
    open?.close();
  }

  const stopListening = visibility.onChange(() => {
    const nowVisible = visibility.isVisible();
    if (stopped || nowVisible === visible) return;
    visible = nowVisible;
    if (!visible) {
      clearRefreshTimer();
      clearReconnectTimer();
      closeSocket();
      return;
    }
    // Whatever happened while hidden: one refresh, then the head again.
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
      clearRefreshTimer();
      clearReconnectTimer();
      closeSocket();
    },
  };
}
