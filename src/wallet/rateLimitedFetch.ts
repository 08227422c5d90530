import {
  RPC_RATE_LIMIT_RETRIES,
  RPC_RETRY_AFTER_DEFAULT_S,
  RPC_RETRY_AFTER_MAX_S,
} from '@/config/constants';

/**
 * `fetch` for JSON-RPC requests (string bodies) that waits out a 429 as its `Retry-After` says
 * (seconds), within the caller's `signal`: a public endpoint's limit costs a moment, not an error.
 * The last 429, or one asking for too long a wait, is returned.
 */
export async function fetchWaitingOutRateLimits(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  for (let retries = 0; ; retries += 1) {
    const response = await fetch(input, init);
    const header = response.headers.get('retry-after');
    const waitS = header === null ? RPC_RETRY_AFTER_DEFAULT_S : Number(header);
    const tooLong = !(waitS <= RPC_RETRY_AFTER_MAX_S); // NaN included
    if (response.status !== 429 || retries >= RPC_RATE_LIMIT_RETRIES || tooLong) return response;
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, waitS * 1000);
      init?.signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(init.signal!.reason as Error);
        },
        { once: true },
      );
    });
  }
}
