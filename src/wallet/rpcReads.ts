/**
 * The JSON-RPC requests of a page's own reads (the Multicall3 `eth_call` of `multicall.ts`):
 * one HTTP POST per request, with a timeout, tried in the order of the chain's RPC list. viem's
 * `http` and `fallback` transports do the same for everything else (the write flows' reads in
 * `chainClientExtras.ts`), but bring viem's whole RPC and node error tree (≈ 8 KiB of gzip) to
 * every page that reads a chain; a page read only ever needs to know that it failed.
 */
import { RPC_RETRY_DELAY_MS } from '@/config/constants';

/** Why a read request produced no result. */
export type RpcReadFailure = 'network' | 'timeout' | 'http' | 'rpc' | 'malformed';

/**
 * A read request that produced no result: the RPC could not be reached (`network`), did not
 * answer within the timeout (`timeout`), answered with an HTTP error (`http`, with `status`),
 * with a JSON-RPC error (`rpc`, with `rpcCode` and `data`) or with something that is not a
 * JSON-RPC answer (`malformed`). The node's error code is `rpcCode`, not `code`: the wallet
 * errors' codes (4001, -32002 …) mean something else. Shown to visitors as the generic error.
 */
export class RpcReadError extends Error {
  override name = 'RpcReadError';
  readonly failure: RpcReadFailure;
  readonly url: string;
  readonly status: number | undefined;
  readonly rpcCode: number | undefined;
  readonly data: unknown;

  constructor(
    {
      failure,
      url,
      detail,
      status,
      rpcCode,
      data,
    }: {
      failure: RpcReadFailure;
      url: string;
      detail: string;
      status?: number;
      rpcCode?: number;
      data?: unknown;
    },
    options?: { cause?: unknown },
  ) {
    super(`RPC read from ${url} failed (${failure}): ${detail}`, options);
    this.failure = failure;
    this.url = url;
    this.status = status;
    this.rpcCode = rpcCode;
    this.data = data;
  }
}

/** A node's answer that no other node would answer differently: trying the next URL is moot. */
const FINAL_RPC_CODES: ReadonlySet<number> = new Set([3]);
const REVERTED = /execution reverted/i;

function isFinal(error: RpcReadError): boolean {
  return (
    error.failure === 'rpc' &&
    ((error.rpcCode !== undefined && FINAL_RPC_CODES.has(error.rpcCode)) ||
      REVERTED.test(error.message))
  );
}

export interface RpcReaderOptions {
  /** The chain's RPC URLs, in the order they are tried. */
  urls: readonly string[];
  /** How long one request may take before it counts as failed (ms). */
  timeoutMs: number;
  /** Extra attempts on the same URL after a network, timeout or HTTP failure. */
  retryCount: number;
  /** Base of the exponential delay between those attempts (ms). */
  retryDelayMs?: number;
  /** The fetch to use (tests). */
  fetchFn?: typeof fetch;
}

/** Sends one JSON-RPC request and resolves to its `result`. */
export type RpcRead = (method: string, params: readonly unknown[]) => Promise<unknown>;

let nextId = 0;

/**
 * A JSON-RPC reader over the given URLs: each request goes to the first URL; a failure moves it
 * to the next one (after `retryCount` more attempts on the same URL for a failure of the
 * network, the timeout or HTTP), except a revert, which every node would answer alike. The last
 * URL's failure is thrown.
 */
export function createRpcReader({
  urls,
  timeoutMs,
  retryCount,
  retryDelayMs = RPC_RETRY_DELAY_MS,
  fetchFn = (...args) => fetch(...args),
}: RpcReaderOptions): RpcRead {
  if (urls.length === 0) throw new Error('An RPC reader needs at least one URL.');

  async function post(url: string, method: string, params: readonly unknown[]): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const fail = (
      failure: RpcReadFailure,
      detail: string,
      extra: { status?: number; rpcCode?: number; data?: unknown; cause?: unknown } = {},
    ) => {
      const { cause, ...fields } = extra;
      return new RpcReadError({ failure, url, detail, ...fields }, { cause });
    };
    let response: Response;
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: (nextId += 1), method, params }),
        signal: controller.signal,
      });
    } catch (cause) {
      clearTimeout(timer);
      throw controller.signal.aborted
        ? fail('timeout', `no answer within ${timeoutMs} ms`, { cause })
        : fail('network', 'the request could not be sent', { cause });
    }
    let body: unknown;
    try {
      if (!response.ok) {
        throw fail('http', `HTTP ${response.status}`, { status: response.status });
      }
      body = await response.json();
    } catch (cause) {
      if (cause instanceof RpcReadError) throw cause;
      throw controller.signal.aborted
        ? fail('timeout', `no answer within ${timeoutMs} ms`, { cause })
        : fail('malformed', 'the answer is not JSON', { cause });
    } finally {
      clearTimeout(timer);
    }
    const answer = (typeof body === 'object' && body !== null ? body : {}) as {
      result?: unknown;
      error?: { code?: unknown; message?: unknown; data?: unknown };
    };
    if (answer.error !== undefined && answer.error !== null) {
      const { code, message, data } = answer.error;
      throw fail('rpc', typeof message === 'string' ? message : 'JSON-RPC error', {
        rpcCode: typeof code === 'number' ? code : undefined,
        data,
      });
    }
    if (!('result' in answer)) throw fail('malformed', 'the answer has no result');
    return answer.result;
  }

  async function postWithRetries(
    url: string,
    method: string,
    params: readonly unknown[],
  ): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await post(url, method, params);
      } catch (error) {
        const retryable = error instanceof RpcReadError && error.failure !== 'rpc';
        if (!retryable || attempt >= retryCount) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** attempt));
      }
    }
  }

  return async (method, params) => {
    let lastError: unknown;
    for (const url of urls) {
      try {
        return await postWithRetries(url, method, params);
      } catch (error) {
        if (error instanceof RpcReadError && isFinal(error)) throw error;
        lastError = error;
      }
    }
    throw lastError;
  };
}
