import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { createChainClients } from '../../../server/chains';
import { readServerConfig } from '../../../server/config';
import { createMemoryStore } from '../../../server/store/memoryStore';
import { createRedisStore } from '../../../server/store/redisStore';
import type { SiweStore } from '../../../server/store/store';
import type { AppOptions } from '../../../server/app';
import { ANVIL_KEYS } from './accounts';

export const HUB_ORIGIN = 'http://127.0.0.1:4173';
export const HUB_DOMAIN = '127.0.0.1:4173';
export const LOCAL_CHAIN_ID = 31337;
export const COOKIE_SECRET = 'server-tests-cookie-key-0123456789abcdef';
export const accounts = ANVIL_KEYS.map((key) => privateKeyToAccount(key));

export type StoreKind = 'memory' | 'redis';

export interface TestServer {
  app: FastifyInstance;
  store: SiweStore;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  redisKeyPrefix?: string;
  /** Another Redis than the global setup's (e.g. one a test stops and restarts). */
  redisUrl?: string;
  /** Chain clients in place of real ones (e.g. to count signature checks). */
  clients?: AppOptions['clients'];
  /** The rate limiter's Redis, when it should differ from the store's. */
  limiterRedis?: Redis;
}

/**
 * The API as the tests drive it (Fastify's inject, no socket): a fresh store per server (Redis
 * keys under a prefix of their own), limits high enough not to interfere unless a test lowers
 * them through `env`.
 */
export async function createTestServer(
  kind: StoreKind,
  env: Record<string, string> = {},
  {
    redisKeyPrefix = `test-${randomUUID()}:`,
    redisUrl = inject('redisUrl'),
    clients,
    limiterRedis,
  }: TestServerOptions = {},
): Promise<TestServer> {
  const config = readServerConfig({
    SIWE_HUB_ORIGIN: HUB_ORIGIN,
    SIWE_CHAINS: `${LOCAL_CHAIN_ID}=${inject('anvilUrl')}`,
    SIWE_COOKIE_SECRET: COOKIE_SECRET,
    SIWE_RATE_LIMIT_NONCE_PER_MINUTE: '1000',
    SIWE_RATE_LIMIT_VERIFY_PER_MINUTE: '1000',
    ...env,
  });
  const redisStore =
    kind === 'redis' ? createRedisStore({ url: redisUrl, keyPrefix: redisKeyPrefix }) : undefined;
  if (redisStore && !(await redisStore.connected(5_000))) {
    throw new Error(`Redis at ${redisUrl} did not answer within 5 s`);
  }
  const store = redisStore ?? createMemoryStore();
  const app = await buildApp({
    config,
    store,
    clients: clients ?? createChainClients(config.chains, { timeoutMs: 5_000 }),
    ...(limiterRedis ? { redis: limiterRedis } : redisStore ? { redis: redisStore.redis } : {}),
  });
  await app.ready();
  return {
    app,
    store,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

export async function getNonce(app: FastifyInstance, remoteAddress?: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/nonce',
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`GET /nonce answered ${response.statusCode}`);
  return response.body;
}

export interface MessageFields {
  nonce: string;
  address: `0x${string}`;
  chainId?: number;
  domain?: string;
  uri?: string;
  issuedAt?: Date;
  expirationTime?: Date;
  notBefore?: Date;
}

/** An EIP-4361 message as the hub builds it (src/features/siwe/adapter.ts). */
export function siweMessage(fields: MessageFields): string {
  return createSiweMessage({
    domain: fields.domain ?? HUB_DOMAIN,
    uri: fields.uri ?? HUB_ORIGIN,
    address: fields.address,
    chainId: fields.chainId ?? LOCAL_CHAIN_ID,
    nonce: fields.nonce,
    issuedAt: fields.issuedAt ?? new Date(),
    statement: 'Sign in to Bear Hub with your wallet.',
    version: '1',
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
    ...(fields.notBefore ? { notBefore: fields.notBefore } : {}),
  });
}

export function postVerify(
  app: FastifyInstance,
  body: { message: string; signature: Hex } | Record<string, unknown>,
  {
    origin = HUB_ORIGIN,
    cookie,
    remoteAddress,
  }: { origin?: string | null; cookie?: string; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/verify',
    headers: {
      'content-type': 'application/json',
      ...(origin ? { origin } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: JSON.stringify(body),
  });
}

/** A fresh nonce, a message for account #`index`, and its signature by that account. */
export async function signedMessage(
  app: FastifyInstance,
  index = 0,
  fields: Partial<MessageFields> = {},
): Promise<{ message: string; signature: Hex }> {
  const account = accounts[index]!;
  const nonce = fields.nonce ?? (await getNonce(app));
  const message = siweMessage({ address: account.address, ...fields, nonce });
  return { message, signature: await account.signMessage({ message }) };
}

/** The `name=value` pair of the session cookie a response set, for the next request. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name.endsWith('bear_siwe'));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(response.headers)}`);
  return `${cookie.name}=${cookie.value}`;
}

export function getMe(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: 'GET', url: '/me', headers: cookie ? { cookie } : {} });
}
