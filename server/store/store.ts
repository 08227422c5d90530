/** A signed-in session, as kept by the store and answered by `GET /me`. */
export interface StoredSession {
  address: `0x${string}`;
  chainId: number;
  /** Unix milliseconds. */
  issuedAt: number;
  /** Unix milliseconds; the store forgets the session then. */
  expiresAt: number;
}

/**
 * Where nonces and sessions live. Every operation is atomic on its own, so several server
 * instances can share one store (Redis) behind a load balancer without sticky sessions.
 */
export interface SiweStore {
  /** Records a fresh nonce that may be consumed once within `ttlMs`. */
  addNonce(nonce: string, ttlMs: number): Promise<void>;
  /** True while a nonce was added, has not expired and is not consumed; it stays live. */
  isNonceLive(nonce: string): Promise<boolean>;
  /** True exactly once for a nonce that was added and has not expired; false otherwise. */
  consumeNonce(nonce: string): Promise<boolean>;
  putSession(id: string, session: StoredSession): Promise<void>;
  /** The session, or null when unknown, revoked or expired. */
  getSession(id: string): Promise<StoredSession | null>;
  deleteSession(id: string): Promise<void>;
  /** Throws when the store cannot serve requests (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
