// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRpcReader, RpcReadError } from '@/wallet/rpcReads';
import { toSerializedError } from '@/wallet/errors';

const A = 'https://a.example/rpc';
const B = 'https://b.example/rpc';

type Answer = { status?: number; body?: unknown } | 'refuse' | 'hang';

/** A fetch answering each URL from its own queue of answers; records what was sent where. */
function fakeFetch(answers: Record<string, Answer[]>) {
  const sent: {
    url: string;
    body: { jsonrpc: string; id: number; method: string; params: unknown[] };
  }[] = [];
  const fetchFn = vi.fn(
    async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const key = String(url);
      sent.push({ url: key, body: JSON.parse(String(init?.body)) });
      const answer = answers[key]?.shift() ?? 'refuse';
      if (answer === 'refuse') throw new TypeError('Failed to fetch');
      if (answer === 'hang') {
        return new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          ),
        );
      }
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return new Response(body, { status: answer.status ?? 200 });
    },
  );
  return { fetchFn: fetchFn as unknown as typeof fetch, sent };
}

const result = (value: unknown) => ({ body: { jsonrpc: '2.0', id: 1, result: value } });
const rpcError = (code: number, message: string, data?: unknown) => ({
  body: { jsonrpc: '2.0', id: 1, error: { code, message, data } },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('rpcReads', () => {
  it('contract: one JSON-RPC 2.0 POST per request, answered with its result', async () => {
    const { fetchFn, sent } = fakeFetch({ [A]: [result('0xbeef')] });
    const read = createRpcReader({ urls: [A], timeoutMs: 1_000, retryCount: 0, fetchFn });
    await expect(read('eth_call', [{ to: '0x01', data: '0x' }, 'latest'])).resolves.toBe('0xbeef');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      jsonrpc: '2.0',
      method: 'eth_call',
      params: [{ to: '0x01', data: '0x' }, 'latest'],
    });
    expect(typeof sent[0]!.body.id).toBe('number');
  });

  it('behavior: a refused connection, an HTTP error and a JSON-RPC error move the request to the next URL', async () => {
    for (const first of [
      'refuse',
      { status: 500, body: 'oops' },
      { status: 429, body: '' },
      rpcError(-32005, 'limit exceeded'),
    ] as Answer[]) {
      const { fetchFn, sent } = fakeFetch({ [A]: [first], [B]: [result('0x01')] });
      const read = createRpcReader({ urls: [A, B], timeoutMs: 1_000, retryCount: 0, fetchFn });
      await expect(read('eth_call', [])).resolves.toBe('0x01');
      expect(sent.map(({ url }) => url)).toEqual([A, B]);
    }
  });

  it('behavior: the last URL’s failure is thrown, typed, and reads as the catalogue’s generic error', async () => {
    const { fetchFn } = fakeFetch({ [A]: ['refuse'], [B]: [{ status: 503, body: 'down' }] });
    const read = createRpcReader({ urls: [A, B], timeoutMs: 1_000, retryCount: 0, fetchFn });
    const error = await read('eth_call', []).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RpcReadError);
    expect(error).toMatchObject({ failure: 'http', status: 503, url: B });
    // A node's -32002 is not the wallet's "request already pending": the code is not `code`.
    const { fetchFn: busy } = fakeFetch({ [A]: [rpcError(-32002, 'busy')] });
    const busyError = await createRpcReader({
      urls: [A],
      timeoutMs: 1_000,
      retryCount: 0,
      fetchFn: busy,
    })('eth_call', []).catch((caught: unknown) => caught);
    expect(busyError).toMatchObject({ failure: 'rpc', rpcCode: -32002 });
    expect(toSerializedError(busyError)).toEqual(toSerializedError(new Error('anything')));
  });

  it('behavior: a revert is final: every node would answer the same, so no other URL is asked', async () => {
    const { fetchFn, sent } = fakeFetch({
      [A]: [rpcError(3, 'execution reverted', '0x08c379a0')],
      [B]: [result('0x01')],
    });
    const read = createRpcReader({ urls: [A, B], timeoutMs: 1_000, retryCount: 0, fetchFn });
    await expect(read('eth_call', [])).rejects.toMatchObject({
      failure: 'rpc',
      rpcCode: 3,
      data: '0x08c379a0',
    });
    expect(sent.map(({ url }) => url)).toEqual([A]);
  });

  it('behavior: an RPC slower than the timeout is aborted and the next URL asked', async () => {
    vi.useFakeTimers();
    const { fetchFn, sent } = fakeFetch({ [A]: ['hang'], [B]: [result('0x02')] });
    const read = createRpcReader({ urls: [A, B], timeoutMs: 1_000, retryCount: 0, fetchFn });
    const answer = read('eth_call', []);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('0x02');
    // Alone, the timeout is the error.
    const { fetchFn: slow } = fakeFetch({ [A]: ['hang'] });
    const alone = createRpcReader({ urls: [A], timeoutMs: 1_000, retryCount: 0, fetchFn: slow })(
      'eth_call',
      [],
    ).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await alone).toMatchObject({ failure: 'timeout', url: A });
  });

  it('behavior: an answer that is not JSON-RPC is an error, not a result', async () => {
    for (const body of ['<html>', { jsonrpc: '2.0', id: 1 }]) {
      const { fetchFn } = fakeFetch({ [A]: [{ body }] });
      const read = createRpcReader({ urls: [A], timeoutMs: 1_000, retryCount: 0, fetchFn });
      await expect(read('eth_call', [])).rejects.toMatchObject({ failure: 'malformed' });
    }
  });

  it('behavior: with retries, a transport failure is tried again on the same URL after a growing delay; a JSON-RPC error is not', async () => {
    vi.useFakeTimers();
    const { fetchFn, sent } = fakeFetch({
      [A]: ['refuse', { status: 502, body: '' }, result('0x03')],
    });
    const read = createRpcReader({
      urls: [A],
      timeoutMs: 1_000,
      retryCount: 2,
      retryDelayMs: 100,
      fetchFn,
    });
    const answer = read('eth_call', []);
    await vi.advanceTimersByTimeAsync(99);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('0x03');
    const { fetchFn: erring, sent: once } = fakeFetch({
      [A]: [rpcError(-32603, 'internal'), result('0x04')],
    });
    await expect(
      createRpcReader({ urls: [A], timeoutMs: 1_000, retryCount: 2, fetchFn: erring })(
        'eth_call',
        [],
      ),
    ).rejects.toMatchObject({ failure: 'rpc', rpcCode: -32603 });
    expect(once).toHaveLength(1);
  });
});
