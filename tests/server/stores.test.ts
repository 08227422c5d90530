import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readServerConfig } from '../../server/config';
import { createMemoryStore } from '../../server/store/memoryStore';
import { createRedisStore } from '../../server/store/redisStore';

describe('the in-memory store', () => {
  it('behavior: a nonce is consumed once, and not after its expiry', async () => {
    let now = 1_000;
    const store = createMemoryStore({ now: () => now });
    await store.addNonce('aaaaaaaa', 500);
    await store.addNonce('bbbbbbbb', 500);
    expect(await store.consumeNonce('aaaaaaaa')).toBe(true);
    expect(await store.consumeNonce('aaaaaaaa')).toBe(false);
    now = 1_500;
    expect(await store.consumeNonce('bbbbbbbb')).toBe(false);
    await store.close();
  });

  it('behavior: live nonces are capped, the oldest giving way, so a flood cannot exhaust memory', async () => {
    const store = createMemoryStore({ maxNonces: 3 });
    for (const nonce of ['n0000000', 'n1111111', 'n2222222', 'n3333333'])
      await store.addNonce(nonce, 60_000);
    expect(await store.consumeNonce('n0000000')).toBe(false);
    expect(await store.consumeNonce('n3333333')).toBe(true);
    await store.close();
  });

  it('behavior: a session is forgotten at its expiry', async () => {
    let now = 0;
    const store = createMemoryStore({ now: () => now });
    const session = {
      address: `0x${'1'.repeat(40)}` as const,
      chainId: 1,
      issuedAt: 0,
      expiresAt: 100,
    };
    await store.putSession('s', session);
    expect(await store.getSession('s')).toEqual(session);
    now = 100;
    expect(await store.getSession('s')).toBeNull();
    await store.close();
  });
});

describe('the Redis store', () => {
  const unreachable = 'redis://127.0.0.1:9';

  it('behavior: a session expires with Redis’s own TTL', async () => {
    const store = createRedisStore({ url: inject('redisUrl'), keyPrefix: `stores-${Date.now()}:` });
    expect(await store.connected(5_000)).toBe(true);
    const session = {
      address: `0x${'2'.repeat(40)}` as const,
      chainId: 1,
      issuedAt: Date.now(),
      expiresAt: Date.now() + 300,
    };
    await store.putSession('s', session);
    expect(await store.getSession('s')).toEqual(session);
    await sleep(400);
    expect(await store.getSession('s')).toBeNull();
    await store.close();
  });

  it('behavior: when Redis does not answer, /ready and /nonce are 503 (never 500) and /health answers', async () => {
    const store = createRedisStore({ url: unreachable, keyPrefix: 'x:' });
    const app = await buildApp({
      config: readServerConfig({}),
      store,
      clients: new Map(),
      redis: store.redis,
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.code).toBe('not_ready');
      const nonce = await app.inject({ method: 'GET', url: '/nonce' });
      expect(nonce.statusCode).toBe(503);
      expect(nonce.json().error.code).toBe('store_unavailable');
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await store.close();
    }
  });
});
