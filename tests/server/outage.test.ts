import { once } from 'node:events';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/chain/hub.mjs';
import { signalPid } from '../../scripts/chain/processes.mjs';
import { startRedis, type RedisInstance } from '../../scripts/chain/redis.mjs';
import { REDIS_COMMAND_TIMEOUT_MS } from '../../server/store/redisStore';
import {
  HUB_ORIGIN,
  accounts,
  cookieHeader,
  createTestServer,
  getMe,
  postVerify,
  signedMessage,
  siweMessage,
  type TestServer,
} from './support/harness';

/** What a visitor may wait for a refusal while Redis is away (no reconnect back-off). */
const FAST_REFUSAL_MS = 500;
const RECOVERY_MS = 3_000;

/** The status and duration of one request. */
async function timed(request: () => Promise<{ statusCode: number; json: () => unknown }>) {
  const started = performance.now();
  const response = await request();
  return { status: response.statusCode, body: response.json(), ms: performance.now() - started };
}

/** Polls until `ready()` holds; resolves with the time it took, or throws after `limitMs`. */
async function waitFor(ready: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await ready()) return performance.now() - started;
    await sleep(20);
  }
  throw new Error(`not recovered within ${limitMs} ms`);
}

describe('the Redis store going away and coming back', () => {
  let redisPort: number;
  let redis: RedisInstance | undefined;
  let server: TestServer;

  beforeAll(async () => {
    redisPort = await findFreePort();
    redis = await startRedis({ port: redisPort });
    server = await createTestServer('redis', {}, { redisUrl: redis.url });
  });
  afterAll(async () => {
    if (redis) signalPid(redis.pid, 'SIGCONT');
    await server.close();
    await redis?.stop();
  });

  /** A signed-in visitor's cookie, so GET /me has a session to look up. */
  let cookie = '';
  const requests = () => {
    const message = siweMessage({ address: accounts[0]!.address, nonce: 'f'.repeat(32) });
    return [
      () => server.app.inject({ method: 'GET', url: '/nonce' }),
      () => postVerify(server.app, { message, signature: `0x${'ab'.repeat(65)}` }),
      () => getMe(server.app, cookie),
      () => server.app.inject({ method: 'GET', url: '/ready' }),
    ];
  };

  const expectRefusals = (results: Awaited<ReturnType<typeof timed>>[], withinMs: number) => {
    for (const { status, body } of results) {
      expect(status).toBe(503);
      expect(body).toEqual({
        error: {
          code: expect.stringMatching(/^(store_unavailable|not_ready)$/),
          message: expect.any(String),
        },
      });
    }
    expect(Math.max(...results.map(({ ms }) => ms))).toBeLessThan(withinMs);
  };

  const signInWorks = async () => {
    const response = await postVerify(server.app, await signedMessage(server.app, 0));
    expect(response.statusCode).toBe(200);
    cookie = cookieHeader(response);
    expect((await getMe(server.app, cookie)).statusCode).toBe(200);
  };

  it('behavior: with Redis stopped every request is refused 503 at once, and sign-in works again when it is back', async () => {
    await signInWorks();
    await redis!.stop();
    redis = undefined;
    // Long enough for a reconnect back-off to grow, which no request may wait for.
    const results = [];
    const until = performance.now() + 2_000;
    while (performance.now() < until) {
      for (const request of requests()) results.push(await timed(request));
    }
    // Twenty at once as well: none queues behind another.
    results.push(...(await Promise.all(Array.from({ length: 20 }, () => timed(requests()[0]!)))));
    expectRefusals(results, FAST_REFUSAL_MS);

    redis = await startRedis({ port: redisPort });
    await waitFor(
      async () => (await server.app.inject({ method: 'GET', url: '/ready' })).statusCode === 200,
      RECOVERY_MS,
    );
    await signInWorks();
  });

  it('behavior: with Redis hung (stopped process, connection open) requests are refused 503 within the command timeout', async () => {
    redis ??= await startRedis({ port: redisPort });
    await waitFor(
      async () => (await server.app.inject({ method: 'GET', url: '/ready' })).statusCode === 200,
      RECOVERY_MS,
    );
    const { pid } = redis;
    signalPid(pid, 'SIGSTOP');
    try {
      const results = await Promise.all(requests().map((request) => timed(request)));
      expectRefusals(results, REDIS_COMMAND_TIMEOUT_MS + FAST_REFUSAL_MS);
    } finally {
      signalPid(pid, 'SIGCONT');
    }
    await waitFor(
      async () => (await server.app.inject({ method: 'GET', url: '/ready' })).statusCode === 200,
      RECOVERY_MS,
    );
    await signInWorks();
  });
});

/** A raw HTTP/1.1 connection: write by hand, read everything until the server ends it. */
async function rawConnection(port: number) {
  const socket = connect({ port, host: '127.0.0.1' });
  await once(socket, 'connect');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.setTimeout(5_000, () =>
      socket.destroy(new Error(`no end in 5 s, received ${JSON.stringify(received)}`)),
    );
  });
  return { write: (text: string) => socket.write(text), ended };
}

describe('shutting down', () => {
  it('behavior: a request that arrives while the server closes is 503 shutting_down in the API’s error shape', async () => {
    const server = await createTestServer('memory');
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    try {
      // A visitor's request has begun (so the connection is not idle) when the server is told
      // to close; the rest of it arrives after.
      const connection = await rawConnection(port);
      connection.write(`GET /nonce HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${HUB_ORIGIN}\r\n`);
      await sleep(50);
      const closed = server.app.close();
      await sleep(50);
      connection.write('\r\n');
      const received = await connection.ended;
      await closed;

      const [head, json] = received.split('\r\n\r\n') as [string, string];
      expect(head).toMatch(/^HTTP\/1\.1 503 /);
      expect(head.toLowerCase()).toContain('connection: close');
      expect(head.toLowerCase()).toContain(`access-control-allow-origin: ${HUB_ORIGIN}`);
      expect(JSON.parse(json)).toEqual({
        error: { code: 'shutting_down', message: 'The server is shutting down; try again.' },
      });
    } finally {
      await server.close();
    }
  });
});
