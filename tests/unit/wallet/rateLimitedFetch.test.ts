// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RPC_RATE_LIMIT_RETRIES,
  RPC_RETRY_AFTER_DEFAULT_S,
  RPC_RETRY_AFTER_MAX_S,
} from '@/config/constants';
import { fetchWaitingOutRateLimits } from '@/wallet/rateLimitedFetch';

const limited = (retryAfter?: string) =>
  new Response('Too Many Requests', {
    status: 429,
    headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  });
const answered = () => new Response('{"jsonrpc":"2.0","id":1,"result":"0x1"}', { status: 200 });

/** A global fetch answering from `answers` in turn (the last one again once they run out). */
function stubFetch(answers: (() => Response)[]) {
  const fetchMock = vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0]!)());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const BODY = { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an RPC answering 429', () => {
  it('behavior: a 429 is waited out as its Retry-After says, then the same request is sent again', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch([() => limited('2'), answered]);
    const response = fetchWaitingOutRateLimits('http://rpc.test', BODY);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await response).status).toBe(200);
    expect(fetchMock.mock.calls.map((call) => (call as unknown[])[1])).toEqual([BODY, BODY]);
  });

  it(`behavior: at most ${RPC_RATE_LIMIT_RETRIES} waits; the last 429 is returned as it came`, async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch([() => limited('1')]);
    const response = fetchWaitingOutRateLimits('http://rpc.test', BODY);
    await vi.advanceTimersByTimeAsync(RPC_RATE_LIMIT_RETRIES * 1_000);
    expect((await response).status).toBe(429);
    expect(fetchMock).toHaveBeenCalledTimes(RPC_RATE_LIMIT_RETRIES + 1);
  });

  it('behavior: a wait longer than the bound is not made: the 429 is returned at once', async () => {
    const fetchMock = stubFetch([() => limited(String(RPC_RETRY_AFTER_MAX_S + 1)), answered]);
    expect((await fetchWaitingOutRateLimits('http://rpc.test', BODY)).status).toBe(429);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('behavior: the caller’s timeout (its signal) ends the wait', async () => {
    stubFetch([() => limited('3'), answered]);
    const controller = new AbortController();
    const response = fetchWaitingOutRateLimits('http://rpc.test', {
      ...BODY,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('timed out')), 10);
    await expect(response).rejects.toThrow('timed out');
  });

  it('contract: without Retry-After the default wait; a Retry-After that is not seconds is not waited out', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch([() => limited(), answered]);
    const response = fetchWaitingOutRateLimits('http://rpc.test', BODY);
    await vi.advanceTimersByTimeAsync(RPC_RETRY_AFTER_DEFAULT_S * 1_000);
    expect((await response).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    stubFetch([() => limited('Thu, 01 Jan 2026 00:00:02 GMT'), answered]);
    expect((await fetchWaitingOutRateLimits('http://rpc.test', BODY)).status).toBe(429);
  });
});
