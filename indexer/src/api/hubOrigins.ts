// CORS for the hub's origins only. Ponder's server puts `Access-Control-Allow-Origin: *` on
// every response before our routes run (and answers preflights itself); this middleware takes
// that back: a response names the caller's origin only when it is one of the hub's, and a
// request from any other origin is refused with a 403.
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './requests';

/** The local preview of `npm start`, when INDEXER_HUB_ORIGINS is not set. */
export const DEFAULT_HUB_ORIGINS = 'http://127.0.0.1:4173';

/** INDEXER_HUB_ORIGINS: a comma-separated list of exact origins (scheme://host[:port]). */
export function hubOrigins(value = process.env.INDEXER_HUB_ORIGINS ?? DEFAULT_HUB_ORIGINS) {
  const origins = value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new Error(`INDEXER_HUB_ORIGINS: "${origin}" is not an origin (scheme://host[:port])`);
    }
    if (parsed.origin !== origin) {
      throw new Error(
        `INDEXER_HUB_ORIGINS: "${origin}" is not an origin; did you mean "${parsed.origin}"?`,
      );
    }
  }
  return new Set(origins);
}

export function onlyHubOrigins(allowed: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    c.res.headers.delete('Access-Control-Allow-Origin');
    // Kept on whatever response follows: the answer depends on the caller's origin.
    c.header('Vary', 'Origin');
    if (origin !== undefined && !allowed.has(origin)) {
      return c.json(errorBody('origin_not_allowed', `origin ${origin} may not read this API`), 403);
    }
    if (origin !== undefined) c.header('Access-Control-Allow-Origin', origin);
    await next();
  };
}
