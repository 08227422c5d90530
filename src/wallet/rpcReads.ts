/**
 * The JSON-RPC requests of the page's reads (`multicall.ts`): one POST per request, a timeout,
 * the chain's RPC URLs in order. viem's `http` and `fallback` transports bring viem's RPC error
 * tree (≈ 8 KiB of gzip) to every page that reads; a page read only needs to know it failed.
 */
import { HTTP_REQUEST_TIMEOUT_MS, QUERY_RETRY_COUNT, RPC_RETRY_DELAY_MS } from '@/config/constants';

type RpcReadFailure = 'network' | 'timeout' | 'http' | 'rpc' | 'malformed';

/** A read request that produced no result. Shown to visitors as the generic error. */
export class RpcReadError extends Error {
  override name = 'RpcReadError';
  declare readonly status?: number;
  /** Not `code`: the wallet errors' codes (4001, -32002 …) mean something else. */
  declare readonly rpcCode?: number;
  declare readonly data?: unknown;

  constructor(
    readonly failure: RpcReadFailure,
    readonly url: string,
    detail: string,
    details: RpcReadDetails = {},
  ) {
    super(`RPC read from ${url} failed (${failure}): ${detail}`, { cause: details.cause });
    Object.assign(this, details);
  }
}

type RpcReadDetails = Pick<RpcReadError, 'status' | 'rpcCode' | 'data' | 'cause'>;

/** A node's answer that no other node would answer differently: trying the next URL is moot. */
function isFinal(error: RpcReadError): boolean {
  return (
    error.failure === 'rpc' && (error.rpcCode === 3 || /execution reverted/i.test(error.message))
  );
}

interface RpcReaderOptions {
  /** Tried in order. */
  urls: readonly string[];
  timeoutMs?: number;
  /** Extra attempts on the same URL after a network, timeout or HTTP failure. */
  retryCount?: number;
  /** Base of the exponential delay between those attempts (ms). */
  retryDelayMs?: number;
  fetchFn?: typeof fetch;
}

/** Resolves to the request's `result`. */
type RpcRead = (method: string, params: readonly unknown[]) => Promise<unknown>;

let nextId = 0;

/** A failure moves a request to the next URL (after the retries), except a revert (`isFinal`). */
export function createRpcReader({
  urls,
  timeoutMs = HTTP_REQUEST_TIMEOUT_MS,
  retryCount = QUERY_RETRY_COUNT,
  retryDelayMs = RPC_RETRY_DELAY_MS,
  fetchFn = (...args) => fetch(...args),
}: RpcReaderOptions): RpcRead {
  if (urls.length === 0) throw new Error('An RPC reader needs at least one URL.');

  async function post(url: string, method: string, params: readonly unknown[]): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const fail = (failure: RpcReadFailure, detail: string, details?: RpcReadDetails) =>
      new RpcReadError(failure, url, detail, details);
    let body: unknown;
    let sent = false;
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: (nextId += 1), method, params }),
        signal: controller.signal,
      });
      sent = true;
      if (!response.ok) throw fail('http', `HTTP ${response.status}`, { status: response.status });
      body = await response.json();
    } catch (cause) {
      if (cause instanceof RpcReadError) throw cause;
      if (controller.signal.aborted) {
        throw fail('timeout', `no answer within ${timeoutMs} ms`, { cause });
      }
      throw sent
        ? fail('malformed', 'the answer is not JSON', { cause })
        : fail('network', 'the request could not be sent', { cause });
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

  async function postWithRetries(url: string, method: string, params: readonly unknown[]) {
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
