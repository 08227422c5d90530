// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  followBlocks,
  openNewHeads,
  type BlockFollower,
  type PageVisibility,
  type SocketLike,
} from '@/wallet/blockSubscription';

const INTERVAL_MS = 4_000;
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 8_000;
const URL = 'ws://chain.example';
const SUBSCRIPTION = '0xabc';

/** A WebSocket whose server side the test plays: it opens, answers and drops on command. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: { id: number; method: string; params: unknown[] }[] = [];
  closedByPage = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as FakeSocket['sent'][number]);
  }
  close() {
    if (this.readyState !== 1) throw new Error('closed while not open: the browser logs an error');
    this.closedByPage = true;
    this.readyState = 3;
    this.onclose?.({});
  }
  // The server's side.
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  answerSubscribe(result: unknown = SUBSCRIPTION) {
    const request = this.sent.find((message) => message.method === 'eth_subscribe');
    if (!request) throw new Error('no eth_subscribe was sent');
    const answer =
      typeof result === 'string'
        ? { jsonrpc: '2.0', id: request.id, result }
        : { jsonrpc: '2.0', id: request.id, error: result };
    this.onmessage?.({ data: JSON.stringify(answer) });
  }
  head(number: number, subscription = SUBSCRIPTION) {
    this.onmessage?.({
      data: JSON.stringify({
        jsonrpc: '2.0',
        method: 'eth_subscription',
        params: { subscription, result: { number: `0x${number.toString(16)}` } },
      }),
    });
  }
  drop() {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({});
  }
  /** Opens and subscribes: the socket is live. */
  goLive() {
    this.open();
    this.answerSubscribe();
  }
}

const lastSocket = () => FakeSocket.all[FakeSocket.all.length - 1]!;

function fakeVisibility(): PageVisibility & { set(visible: boolean): void } {
  let visible = true;
  const listeners = new Set<() => void>();
  return {
    isVisible: () => visible,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      visible = value;
      for (const listener of listeners) listener();
    },
  };
}

let follower: BlockFollower | null = null;
let refreshes: number[] = [];
let refreshOutcome = true;
let visibility: ReturnType<typeof fakeVisibility>;

function start({ socketUrl = URL as string | null, since = Date.now() } = {}) {
  follower = followBlocks({
    socketUrl,
    intervalMs: INTERVAL_MS,
    reconnectDelayMs: RECONNECT_MS,
    reconnectDelayMaxMs: RECONNECT_MAX_MS,
    since,
    refresh: async () => {
      refreshes.push(Date.now());
      return refreshOutcome;
    },
    openSocket: (url, handlers) => openNewHeads(url, handlers, FakeSocket),
    visibility,
  });
  return follower;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  FakeSocket.all = [];
  refreshes = [];
  refreshOutcome = true;
  visibility = fakeVisibility();
});

afterEach(() => {
  follower?.stop();
  follower = null;
  vi.useRealTimers();
});

describe('block follower', () => {
  it('behavior: a chain without a WebSocket endpoint refreshes every polling interval', async () => {
    const startedAt = Date.now();
    start({ socketUrl: null });
    expect(follower!.mode).toBe('polling');
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 5);
    expect(FakeSocket.all).toHaveLength(0);
    expect(refreshes.map((at) => at - startedAt)).toEqual([4_000, 8_000, 12_000, 16_000, 20_000]);
  });

  it('behavior: a socket going live refreshes once, for the blocks before it; then nothing until a block lands, then at once', async () => {
    const startedAt = Date.now();
    start();
    lastSocket().goLive();
    expect(lastSocket().sent).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] },
    ]);
    expect(follower!.mode).toBe('socket');
    // The reads were just made: the refresh of going live waits for the interval.
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 4);
    expect(refreshes.map((at) => at - startedAt)).toEqual([4_000]);

    lastSocket().head(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes.map((at) => at - startedAt)).toEqual([4_000, 16_000]);
  });

  it('behavior: a subscription that goes live after the last reads refreshes once, for the blocks it could not announce', async () => {
    const startedAt = Date.now();
    // The reads were made 1 s before the follower opened its socket.
    start({ since: startedAt - 1_000 });
    await vi.advanceTimersByTimeAsync(500);
    lastSocket().goLive();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 4);
    expect(refreshes.map((at) => at - startedAt)).toEqual([3_000]);
  });

  it('behavior: blocks faster than the polling interval refresh at most once per interval', async () => {
    const startedAt = Date.now();
    start();
    lastSocket().goLive();
    // A block every second for a minute.
    for (let second = 1; second <= 60; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      lastSocket().head(second);
    }
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    const times = refreshes.map((at) => at - startedAt);
    for (let index = 1; index < times.length; index += 1) {
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(INTERVAL_MS);
    }
    // A block every second for a minute: a refresh every 4 s, 15 within the minute. The block
    // that lands just after a refresh is not lost: it is served at the end of the interval.
    expect(times).toEqual(Array.from({ length: 16 }, (_, index) => (index + 1) * INTERVAL_MS));
  });

  it('behavior: heads of another subscription are ignored', async () => {
    start();
    lastSocket().goLive();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    lastSocket().head(1, '0xother');
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    // Only the refresh of going live.
    expect(refreshes).toHaveLength(1);
  });

  it('behavior: a dropped socket falls back to polling, reconnects with back-off and stops polling once live again', async () => {
    const startedAt = Date.now();
    start();
    lastSocket().goLive();
    await vi.advanceTimersByTimeAsync(2_000);
    lastSocket().drop();
    expect(follower!.mode).toBe('polling');

    // The reconnection attempts fail: after 1 s, then 2 s, then 4 s, then the 8 s cap.
    const attemptsAt: number[] = [];
    for (const delay of [1_000, 2_000, 4_000, 8_000, 8_000]) {
      const count = FakeSocket.all.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(FakeSocket.all).toHaveLength(count);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.all).toHaveLength(count + 1);
      attemptsAt.push(Date.now() - startedAt);
      lastSocket().drop();
    }
    expect(attemptsAt).toEqual([3_000, 5_000, 9_000, 17_000, 25_000]);
    // Meanwhile the reads were polled every interval from the last refresh (none before).
    expect(refreshes.map((at) => at - startedAt)).toEqual([
      4_000, 8_000, 12_000, 16_000, 20_000, 24_000,
    ]);

    // The next attempt succeeds (33 s): one refresh catches up on blocks the socket could not
    // announce, an interval after the last poll (32 s); then polling stops, blocks drive the
    // refreshes again.
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    lastSocket().goLive();
    const polled = refreshes.length;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 3);
    expect(refreshes.slice(polled).map((at) => at - startedAt)).toEqual([36_000]);
    expect(refreshes).toHaveLength(polled + 1);
    lastSocket().head(9);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes).toHaveLength(polled + 2);

    // Back-off starts over after a live subscription: the next drop retries after 1 s.
    const count = FakeSocket.all.length;
    lastSocket().drop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(count + 1);
  });

  it('behavior: an endpoint that refuses the subscription is not asked again: the chain polls', async () => {
    start();
    lastSocket().open();
    lastSocket().answerSubscribe({
      code: -32601,
      message: 'the method eth_subscribe does not exist',
    });
    expect(lastSocket().closedByPage).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 4);
    expect(FakeSocket.all).toHaveLength(1);
    expect(refreshes).toHaveLength(8);
  });

  it('behavior: a failed refresh is retried every interval though no block lands, until one succeeds', async () => {
    const startedAt = Date.now();
    start();
    lastSocket().goLive();
    refreshOutcome = false;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    lastSocket().head(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    refreshOutcome = true;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 4);
    expect(refreshes.map((at) => at - startedAt)).toEqual([4_000, 8_000, 12_000]);
  });

  it('behavior: a hidden page unsubscribes, closes the socket and sends nothing; shown again it refreshes, subscribes again, and refreshes once more when live', async () => {
    const startedAt = Date.now();
    start();
    const first = lastSocket();
    first.goLive();
    visibility.set(false);
    expect(follower!.mode).toBe('paused');
    expect(first.sent.map((message) => message.method)).toEqual([
      'eth_subscribe',
      'eth_unsubscribe',
    ]);
    expect(first.sent[1]).toMatchObject({ params: [SUBSCRIPTION] });
    expect(first.closedByPage).toBe(true);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshes).toHaveLength(0);
    expect(FakeSocket.all).toHaveLength(1);

    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes.map((at) => at - startedAt)).toEqual([60_000]);
    expect(FakeSocket.all).toHaveLength(2);
    lastSocket().goLive();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 3);
    // A block mined between the refresh and the new subscription is read an interval later.
    expect(refreshes.map((at) => at - startedAt)).toEqual([60_000, 64_000]);
  });

  it('behavior: a page hidden while polling (a dropped socket) stops polling and reconnecting', async () => {
    start();
    lastSocket().goLive();
    lastSocket().drop();
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshes).toHaveLength(0);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('behavior: a socket closed while still connecting is closed once open, without subscribing', async () => {
    start();
    const connecting = lastSocket();
    follower!.stop();
    connecting.open();
    expect(connecting.sent).toEqual([]);
    expect(connecting.closedByPage).toBe(true);
  });

  it('behavior: stop ends the subscription and every timer', async () => {
    start();
    lastSocket().goLive();
    follower!.stop();
    expect(follower!.mode).toBe('stopped');
    expect(lastSocket().sent.map((message) => message.method)).toEqual([
      'eth_subscribe',
      'eth_unsubscribe',
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshes).toHaveLength(0);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
