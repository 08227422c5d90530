import { Redis } from 'ioredis';
import type { SiweStore, StoredSession } from './store';

interface Options {
  url: string;
  /** Prefix of every key, so one Redis can serve several deployments. */
  keyPrefix: string;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.address === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(session.address) &&
    typeof session.chainId === 'number' &&
    typeof session.issuedAt === 'number' &&
    typeof session.expiresAt === 'number'
  );
}

/**
 * The shared store on Redis: nonces are keys with a TTL consumed by `DEL` (atomic: of two
 * concurrent verifications only one sees 1), sessions are JSON values expiring with the session.
 * Also returns the client, so the rate limiter can count in the same Redis.
 */
export function createRedisStore({ url, keyPrefix }: Options): SiweStore & { redis: Redis } {
  const redis = new Redis(url, {
    keyPrefix,
    // Fail requests fast while Redis is away instead of queueing them without bound.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 5_000,
    lazyConnect: false,
  });
  // Connection errors surface on each command (answered 503); this keeps them off stderr noise.
  redis.on('error', () => undefined);

  const nonceKey = (nonce: string) => `nonce:${nonce}`;
  const sessionKey = (id: string) => `session:${id}`;

  return {
    redis,
    async addNonce(nonce, ttlMs) {
      await redis.set(nonceKey(nonce), '1', 'PX', ttlMs);
    },
    async isNonceLive(nonce) {
      // The key expires with the nonce, so its existence is the answer.
      return (await redis.exists(nonceKey(nonce))) === 1;
    },
    async consumeNonce(nonce) {
      return (await redis.del(nonceKey(nonce))) === 1;
    },
    async putSession(id, session) {
      const ttlMs = Math.max(1, session.expiresAt - Date.now());
      await redis.set(sessionKey(id), JSON.stringify(session), 'PX', ttlMs);
    },
    async getSession(id) {
      const raw = await redis.get(sessionKey(id));
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return null;
      }
      if (!isStoredSession(parsed) || parsed.expiresAt <= Date.now()) return null;
      return parsed;
    },
    async deleteSession(id) {
      await redis.del(sessionKey(id));
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
