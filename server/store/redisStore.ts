import { Redis } from 'ioredis';
import type { SiweStore, StoredSession } from './store';

/** Longest wait for one Redis answer: a Redis that hangs is answered 503 after this. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** Longest pause between two reconnection attempts, so recovery follows Redis within it. */
export const REDIS_RECONNECT_MAX_DELAY_MS = 1_000;
const REDIS_RECONNECT_STEP_MS = 100;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

interface Options {
  url: string;
  /** Prefix of every key, so one Redis can serve several deployments. */
  keyPrefix: string;
  commandTimeoutMs?: number;
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
 *
 * While Redis is away no command waits for it: a command sent while the connection is down
 * fails at once, those in flight when it drops fail then, and one that Redis does not answer
 * fails after `commandTimeoutMs`; each is answered 503. The client reconnects by itself.
 */
export function createRedisStore({
  url,
  keyPrefix,
  commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS,
}: Options): SiweStore & { redis: Redis; connected: (timeoutMs: number) => Promise<boolean> } {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) =>
      Math.min(attempt * REDIS_RECONNECT_STEP_MS, REDIS_RECONNECT_MAX_DELAY_MS),
    lazyConnect: false,
  });
  // Connection errors surface on each command (answered 503); this keeps them off stderr noise.
  redis.on('error', () => undefined);

  /** Resolves true once the client can send commands, or false after `timeoutMs`. */
  const connected = (timeoutMs: number): Promise<boolean> =>
    new Promise((resolve) => {
      if (redis.status === 'ready') return resolve(true);
      const done = (ready: boolean) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        resolve(ready);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      redis.once('ready', onReady);
    });

  const nonceKey = (nonce: string) => `nonce:${nonce}`;
  const sessionKey = (id: string) => `session:${id}`;

  return {
    redis,
    connected,
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
