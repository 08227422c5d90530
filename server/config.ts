/**
 * The sign-in server's configuration, read from the environment once at start-up. Every
 * variable is documented in server/README.md and in `.env.example`.
 */
import { isIP } from 'node:net';

/** A configuration the server refuses to start with; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type SameSite = 'strict' | 'lax' | 'none';

export interface ServerConfig {
  /** NODE_ENV=production: a cookie key is required and every hub origin must be https. */
  production: boolean;
  host: string;
  port: number;
  /** Origins of the hub allowed to sign in (CORS, Origin check, SIWE domain and URI). */
  hubOrigins: string[];
  /** RPC URL per chain id a signature may be verified on. */
  chains: Map<number, string>;
  /** HMAC keys of the session cookie; the first signs, all verify (rotation). */
  cookieSecrets: string[];
  /** True when no key was given and a random one was made for this process (dev only). */
  cookieSecretGenerated: boolean;
  /**
   * Secure attribute (and the `__Host-` name prefix); off only for a plain-http loopback hub
   * with a Strict or Lax cookie.
   */
  cookieSecure: boolean;
  cookieSameSite: SameSite;
  /**
   * `Partitioned` (CHIPS), with SameSite=None: the cookie is kept per top-level site, so the hub
   * framed by Safe{Wallet} holds its own session there and no other site's frame can use it.
   */
  cookiePartitioned: boolean;
  sessionTtlSeconds: number;
  nonceTtlSeconds: number;
  clockSkewSeconds: number;
  rateLimit: { noncePerMinute: number; verifyPerMinute: number };
  bodyLimitBytes: number;
  /**
   * Which peers may set the client address through `X-Forwarded-For`: none, the nearest
   * `hops` proxies whatever their address, or only the listed addresses/CIDRs.
   */
  trustProxy: TrustProxy;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  rpcTimeoutMs: number;
}

export type TrustProxy = false | { hops: number } | { proxies: string[] };

type Env = Record<string, string | undefined>;

// Only 127.0.0.1: from http://localhost the API on 127.0.0.1 is another site, and a
// SameSite=Strict cookie would not come back.
export const DEV_HUB_ORIGINS = ['http://127.0.0.1:4173'];
export const DEV_CHAINS = '31337=http://127.0.0.1:8545';
export const DEFAULT_PORT = 4180;
export const MIN_COOKIE_SECRET_LENGTH = 32;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function value(env: Env, key: string): string | undefined {
  const raw = env[key]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

function positiveInteger(env: Env, key: string, fallback: number): number {
  const raw = value(env, key);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) {
    throw new ConfigError(`${key} must be a positive integer, got "${raw}".`);
  }
  return Number(raw);
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function parseOrigin(key: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${key}: "${raw}" is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${key}: "${raw}" must be an http or https origin.`);
  }
  if (url.origin !== raw.replace(/\/+$/, '')) {
    throw new ConfigError(`${key}: "${raw}" must be an origin only (no path, query or user).`);
  }
  return url.origin;
}

function parseChains(raw: string): Map<number, string> {
  const chains = new Map<number, string>();
  for (const entry of list(raw)) {
    const match = /^(\d+)=(.+)$/.exec(entry);
    if (!match?.[1] || !match[2]) {
      throw new ConfigError(`SIWE_CHAINS: "${entry}" must read chainId=rpcUrl.`);
    }
    const url = match[2].trim();
    if (!/^https?:\/\//.test(url)) {
      throw new ConfigError(`SIWE_CHAINS: the RPC of chain ${match[1]} must be an http(s) URL.`);
    }
    chains.set(Number(match[1]), url);
  }
  if (chains.size === 0) throw new ConfigError('SIWE_CHAINS lists no chain.');
  return chains;
}

/** proxy-addr's names for reserved ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `true` would let every client write its own address into `X-Forwarded-For` (the left-most
 * entry wins) and so pick its own rate-limit key: only a hop count or the proxies themselves.
 */
function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === 'false') return false;
  if (/^\d+$/.test(raw) && Number(raw) > 0) return { hops: Number(raw) };
  const entries = list(raw);
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || invalid.length > 0) {
    throw new ConfigError(
      `SIWE_TRUST_PROXY must be a hop count (1, 2 …) or a comma-separated list of the proxies' ` +
        `addresses/CIDRs, got "${raw}"` +
        (raw === 'true'
          ? ': true would let any client choose its own address through X-Forwarded-For.'
          : '.'),
    );
  }
  return { proxies: entries };
}

/**
 * Reads and checks the environment. Throws {@link ConfigError} for anything it cannot use,
 * so a misconfigured server stops at start-up rather than answering wrongly.
 */
export function readServerConfig(env: Env): ServerConfig {
  const production = value(env, 'NODE_ENV') === 'production';

  const originsRaw = value(env, 'SIWE_HUB_ORIGIN');
  if (production && originsRaw === undefined) {
    throw new ConfigError('SIWE_HUB_ORIGIN is required in production (the hub origin, https).');
  }
  const hubOrigins = originsRaw
    ? list(originsRaw).map((origin) => parseOrigin('SIWE_HUB_ORIGIN', origin))
    : DEV_HUB_ORIGINS;
  if (hubOrigins.length === 0) throw new ConfigError('SIWE_HUB_ORIGIN lists no origin.');
  const insecure = hubOrigins.filter((origin) => origin.startsWith('http:'));
  if (production && insecure.length > 0) {
    throw new ConfigError(`SIWE_HUB_ORIGIN must be https in production: ${insecure.join(', ')}.`);
  }
  // Not every browser keeps a Secure cookie from plain http, even from a loopback host, so a hub
  // served on http://127.0.0.1 (npm start) could not keep a session everywhere. Only there is
  // Secure left off, unless SameSite=None asks for it (Chromium keeps it from loopback).
  const plainLoopback = hubOrigins.every(
    (origin) => origin.startsWith('http:') && LOOPBACK_HOSTS.has(new URL(origin).hostname),
  );

  const chainsRaw = value(env, 'SIWE_CHAINS');
  if (production && chainsRaw === undefined) {
    throw new ConfigError(
      'SIWE_CHAINS is required in production (chainId=rpcUrl, comma-separated).',
    );
  }
  const chains = parseChains(chainsRaw ?? DEV_CHAINS);

  const secretsRaw = value(env, 'SIWE_COOKIE_SECRET');
  if (production && secretsRaw === undefined) {
    throw new ConfigError(
      'SIWE_COOKIE_SECRET is required in production: at least 32 random characters.',
    );
  }
  const cookieSecrets = secretsRaw ? list(secretsRaw) : [randomSecret()];
  for (const secret of cookieSecrets) {
    if (secret.length < MIN_COOKIE_SECRET_LENGTH) {
      throw new ConfigError(
        `SIWE_COOKIE_SECRET: each key needs at least ${MIN_COOKIE_SECRET_LENGTH} characters.`,
      );
    }
  }

  const sameSiteRaw = (value(env, 'SIWE_COOKIE_SAMESITE') ?? 'strict').toLowerCase();
  if (sameSiteRaw !== 'strict' && sameSiteRaw !== 'lax' && sameSiteRaw !== 'none') {
    throw new ConfigError('SIWE_COOKIE_SAMESITE must be strict, lax or none.');
  }
  // SameSite=None requires Secure, which browsers keep from https, at best from a loopback host
  // too (a potentially trustworthy origin), never from plain http elsewhere. Production has
  // refused plain http above.
  const insecureRemote = insecure.filter((origin) => !LOOPBACK_HOSTS.has(new URL(origin).hostname));
  if (sameSiteRaw === 'none' && insecureRemote.length > 0) {
    throw new ConfigError(
      `SIWE_COOKIE_SAMESITE=none needs https hub origins (SameSite=None requires Secure): ` +
        `${insecureRemote.join(', ')}.`,
    );
  }

  const port = positiveInteger(env, 'SIWE_PORT', DEFAULT_PORT);
  if (port > 65_535) throw new ConfigError(`SIWE_PORT must be a TCP port, got ${port}.`);

  return {
    production,
    host: value(env, 'SIWE_HOST') ?? '127.0.0.1',
    port,
    hubOrigins,
    chains,
    cookieSecrets,
    cookieSecretGenerated: secretsRaw === undefined,
    cookieSecure: !plainLoopback || sameSiteRaw === 'none',
    cookieSameSite: sameSiteRaw,
    cookiePartitioned: sameSiteRaw === 'none',
    sessionTtlSeconds: positiveInteger(env, 'SIWE_SESSION_TTL_SECONDS', 24 * 60 * 60),
    nonceTtlSeconds: positiveInteger(env, 'SIWE_NONCE_TTL_SECONDS', 5 * 60),
    clockSkewSeconds: positiveInteger(env, 'SIWE_CLOCK_SKEW_SECONDS', 60),
    rateLimit: {
      noncePerMinute: positiveInteger(env, 'SIWE_RATE_LIMIT_NONCE_PER_MINUTE', 30),
      verifyPerMinute: positiveInteger(env, 'SIWE_RATE_LIMIT_VERIFY_PER_MINUTE', 10),
    },
    bodyLimitBytes: positiveInteger(env, 'SIWE_BODY_LIMIT_BYTES', 8 * 1024),
    trustProxy: parseTrustProxy(value(env, 'SIWE_TRUST_PROXY')),
    redisUrl: value(env, 'REDIS_URL'),
    redisKeyPrefix: value(env, 'SIWE_REDIS_PREFIX') ?? 'bear-siwe:',
    rpcTimeoutMs: positiveInteger(env, 'SIWE_RPC_TIMEOUT_MS', 10_000),
  };
}

function randomSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64url');
}
