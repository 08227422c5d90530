import {
  RPC_RATE_LIMIT_RETRIES,
  RPC_RETRY_AFTER_DEFAULT_S,
  RPC_RETRY_AFTER_MAX_S,
} from '@/config/constants';

/**
 * How long a 429 asks to wait (ms): `Retry-After` in seconds or as an HTTP date, the default when
 * absent or unreadable; undefined when longer than RPC_RETRY_AFTER_MAX_S.
 */
export function retryAfterMs(header: string | null, nowMs = Date.now()): number | undefined {
  const value = header?.trim() ?? '';
  let waitMs = RPC_RETRY_AFTER_DEFAULT_S * 1000;
  if (/^\d+$/.test(value)) waitMs = Number(value) * 1000;
  else if (value !== '' && !Number.isNaN(Date.parse(value))) {
    waitMs = Math.max(0, Date.parse(value) - nowMs);
  }
  return waitMs <= RPC_RETRY_AFTER_MAX_S * 1000 ? waitMs : undefined;
}

function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * `fetch` for JSON-RPC requests (string bodies) that waits out an RPC's 429 as its `Retry-After`
 * says and asks again, at most RPC_RATE_LIMIT_RETRIES times: a public endpoint's rate limit costs
 * a visitor a moment, not an error. The wait counts against the caller's timeout (its `signal`).
 * The last 429, or one asking for too long a wait, is returned as it came.
 */
export async function fetchWaitingOutRateLimits(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  for (let retries = 0; ; retries += 1) {
    const response = await fetch(input, init);
    if (response.status !== 429 || retries >= RPC_RATE_LIMIT_RETRIES) return response;
    const waitMs = retryAfterMs(response.headers.get('retry-after'));
    if (waitMs === undefined) return response;
    await response.body?.cancel().catch(() => undefined);
    await pause(waitMs, init?.signal);
  }
}
