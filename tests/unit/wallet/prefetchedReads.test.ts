// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { PREFETCHED_READ_MAX_AGE_MS } from '@/config/constants';
import { RpcReadError } from '@/wallet/rpcReads';
import {
  startPrefetchedRead,
  takePrefetchedCall,
  type PrefetchSpec,
} from '@/wallet/prefetchedReads';

const SPEC: PrefetchSpec = {
  urls: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'],
  to: '0xcA11bde05977b3631167028862bE2a173976CA11',
  data: '0x82ad56cb00',
  calls: [
    { target: '0x5FbDB2315678afecb367f032d93F642f64180aa3', callData: '0x33af81bf' },
    { target: '0x5FbDB2315678afecb367f032d93F642f64180aa3', callData: '0x8da5cb5b' },
  ],
};
const rootNaming = (spec: unknown) =>
  ({
    dataset: { prefetch: typeof spec === 'string' ? spec : JSON.stringify(spec) },
  }) as unknown as HTMLElement;

type Answer = { result?: unknown } | { status: number } | 'refuse';

/** A clock the test moves, and a fetch answering each URL in turn from `answers`. */
function start(spec: unknown, answers: Answer[] = [{ result: '0xabcd' }]) {
  let now = 1_000;
  const fetchFn = vi.fn(async () => {
    const answer = answers.shift() ?? 'refuse';
    if (answer === 'refuse') throw new TypeError('Failed to fetch');
    if ('status' in answer) return new Response('', { status: answer.status });
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 0, ...answer }));
  });
  startPrefetchedRead(rootNaming(spec), fetchFn as unknown as typeof fetch, () => now);
  return {
    fetchFn,
    advance: (ms: number) => {
      now += ms;
    },
    take: (
      call: { target: string; callData: string },
      over: Partial<{ urls: readonly string[]; to: string }> = {},
    ) => takePrefetchedCall({ urls: SPEC.urls, to: SPEC.to, ...call, ...over }, () => now),
  };
}

describe('prefetchedReads', () => {
  it('contract: the page’s read leaves at once as one eth_call of its aggregate3 to its first RPC', async () => {
    const { fetchFn } = start(SPEC);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SPEC.urls[0]);
    expect(JSON.parse(String(init.body))).toMatchObject({
      method: 'eth_call',
      params: [{ to: SPEC.to, data: SPEC.data }, 'latest'],
    });
  });

  it('behavior: each named call is taken once, with its index, whatever the case of its hex', async () => {
    const { take } = start(SPEC);
    const second = take({ target: SPEC.calls[1]!.target.toLowerCase(), callData: '0x8DA5CB5B' });
    expect(second).toMatchObject({ index: 1, count: 2 });
    await expect(second!.answer).resolves.toBe('0xabcd');
    expect(take(SPEC.calls[1]!)).toBeNull();
    expect(take(SPEC.calls[0]!)).toMatchObject({ index: 0 });
  });

  it('behavior: another call, other RPCs or another Multicall3, or a call made too late is not taken', () => {
    const { take, advance } = start(SPEC);
    expect(take({ target: SPEC.calls[0]!.target, callData: '0x06fdde03' })).toBeNull();
    expect(take(SPEC.calls[0]!, { urls: [SPEC.urls[0]!] })).toBeNull();
    expect(take(SPEC.calls[0]!, { to: '0x0000000000000000000000000000000000000001' })).toBeNull();
    advance(PREFETCHED_READ_MAX_AGE_MS + 1);
    expect(take(SPEC.calls[0]!)).toBeNull();
  });

  it('behavior: it goes out as the app’s reads do: a failing RPC passes it to the next one', async () => {
    const { fetchFn, take } = start(SPEC, ['refuse', { result: '0x01' }]);
    await expect(take(SPEC.calls[0]!)!.answer).resolves.toBe('0x01');
    expect(fetchFn.mock.calls.map((call) => (call as unknown[])[0])).toEqual(SPEC.urls);
  });

  it('behavior: when every RPC fails, whoever takes a call gets the read’s error', async () => {
    const { take } = start(SPEC, ['refuse', { status: 503 }]);
    await expect(take(SPEC.calls[0]!)!.answer).rejects.toBeInstanceOf(RpcReadError);
    const empty = start(SPEC, [{ result: null }]);
    await expect(empty.take(SPEC.calls[0]!)!.answer).rejects.toThrow('no result');
  });

  it('behavior: a page without a read, or with a malformed one, sends nothing and forgets an earlier one', () => {
    for (const spec of [
      undefined,
      'not json',
      { ...SPEC, urls: ['javascript:alert(1)'] },
      { ...SPEC, urls: 'http://127.0.0.1:8545' },
      { ...SPEC, calls: 'x' },
    ]) {
      start(SPEC);
      const fetchFn = vi.fn();
      startPrefetchedRead(
        spec === undefined ? ({ dataset: {} } as unknown as HTMLElement) : rootNaming(spec),
        fetchFn as unknown as typeof fetch,
      );
      expect(fetchFn).not.toHaveBeenCalled();
      expect(takePrefetchedCall({ urls: SPEC.urls, to: SPEC.to, ...SPEC.calls[0]! })).toBeNull();
    }
  });
});
