import type { SiweStore, StoredSession } from './store';

/** How often expired entries are swept (they are also ignored on read). */
const SWEEP_INTERVAL_MS = 30_000;

interface Options {
  /** Caps the number of live nonces, so a flood of `GET /nonce` cannot exhaust memory. */
  maxNonces?: number;
  now?: () => number;
}

/**
 * The in-process store: the default for `npm start` and the tests. State is lost on restart
 * and not shared between processes; use the Redis store to run more than one instance.
 */
export function createMemoryStore({
  maxNonces = 100_000,
  now = Date.now,
}: Options = {}): SiweStore {
  const nonces = new Map<string, number>();
  const sessions = new Map<string, StoredSession>();

  const sweep = () => {
    const at = now();
    for (const [nonce, expiresAt] of nonces) if (expiresAt <= at) nonces.delete(nonce);
    for (const [id, session] of sessions) if (session.expiresAt <= at) sessions.delete(id);
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();

  return {
    async addNonce(nonce, ttlMs) {
      if (nonces.size >= maxNonces) sweep();
      if (nonces.size >= maxNonces) {
        // Oldest first (Map keeps insertion order): the visitor who asked longest ago loses.
        const oldest = nonces.keys().next();
        if (!oldest.done) nonces.delete(oldest.value);
      }
      nonces.set(nonce, now() + ttlMs);
    },
    async isNonceLive(nonce) {
      const expiresAt = nonces.get(nonce);
      return expiresAt !== undefined && expiresAt > now();
    },
    async consumeNonce(nonce) {
      const expiresAt = nonces.get(nonce);
      nonces.delete(nonce);
      return expiresAt !== undefined && expiresAt > now();
    },
    async putSession(id, session) {
      sessions.set(id, { ...session });
    },
    async getSession(id) {
      const session = sessions.get(id);
      if (!session) return null;
      if (session.expiresAt <= now()) {
        sessions.delete(id);
        return null;
      }
      return { ...session };
    },
    async deleteSession(id) {
      sessions.delete(id);
    },
    async ping() {},
    async close() {
      clearInterval(timer);
      nonces.clear();
      sessions.clear();
    },
  };
}
