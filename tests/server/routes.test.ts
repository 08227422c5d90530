import { setTimeout as sleep } from 'node:timers/promises';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HUB_ORIGIN,
  accounts,
  cookieHeader,
  createTestServer,
  getMe,
  getNonce,
  postVerify,
  signedMessage,
  type StoreKind,
  type TestServer,
} from './support/harness';

const MINUTE_MS = 60_000;

describe.each<StoreKind>(['memory', 'redis'])('sign-in API with the %s store', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  describe('GET /nonce', () => {
    it('behavior: answers a fresh alphanumeric nonce as plain text that is never cached', async () => {
      const first = await server.app.inject({ method: 'GET', url: '/nonce' });
      const second = await getNonce(server.app);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/plain/);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body).toMatch(/^[a-zA-Z0-9]{8,}$/);
      expect(second).not.toBe(first.body);
    });
  });

  describe('POST /verify, GET /me, POST /logout', () => {
    it('behavior: a valid signature opens a session in an HttpOnly, SameSite=Strict, signed cookie', async () => {
      const response = await postVerify(server.app, await signedMessage(server.app, 0));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, address: accounts[0]!.address, chainId: 31337 });
      const cookie = response.cookies.find((candidate) => candidate.name === 'bear_siwe');
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        maxAge: 86_400,
      });
      // Plain-http loopback hub: not Secure (see config.ts); signed: "<id>.<hmac>".
      expect(cookie?.secure).toBeUndefined();
      expect(cookie?.partitioned).toBeUndefined();
      expect(cookie?.value).toMatch(/^[\w-]{43}\.[\w+/-]+$/);

      const me = await getMe(server.app, cookieHeader(response));
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ address: accounts[0]!.address, chainId: 31337 });
    });

    it('behavior: GET /me without a session is 401 with a JSON error', async () => {
      const response = await getMe(server.app);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'no_session', message: 'Not signed in.' } });
    });

    it('behavior: a cookie whose signature was tampered with opens nothing', async () => {
      const signedIn = await postVerify(server.app, await signedMessage(server.app, 1));
      const [name, value] = cookieHeader(signedIn).split('=') as [string, string];
      const [id] = value.split('.');
      const forged = `${name}=${id}.${'A'.repeat(43)}`;
      const response = await getMe(server.app, forged);
      expect(response.statusCode).toBe(401);
      // A bare, unsigned session id is refused as well.
      expect((await getMe(server.app, `${name}=${id}`)).statusCode).toBe(401);
    });

    it('behavior: logout revokes the session on the server, so the old cookie no longer works', async () => {
      const signedIn = await postVerify(server.app, await signedMessage(server.app, 0));
      const cookie = cookieHeader(signedIn);
      const logout = await server.app.inject({
        method: 'POST',
        url: '/logout',
        headers: { cookie, origin: HUB_ORIGIN },
      });
      expect(logout.statusCode).toBe(204);
      const cleared = logout.cookies.find((candidate) => candidate.name === 'bear_siwe');
      expect(cleared?.value).toBe('');
      // A client that ignores the clearing and replays the cookie is still signed out.
      expect((await getMe(server.app, cookie)).statusCode).toBe(401);
    });

    it('behavior: logout without a session is a harmless 204', async () => {
      const response = await server.app.inject({ method: 'POST', url: '/logout' });
      expect(response.statusCode).toBe(204);
    });

    it('behavior: signing in again replaces the previous session, which stops working', async () => {
      const first = cookieHeader(await postVerify(server.app, await signedMessage(server.app, 0)));
      const second = await postVerify(server.app, await signedMessage(server.app, 1), {
        cookie: first,
      });
      expect(second.statusCode).toBe(200);
      expect((await getMe(server.app, first)).statusCode).toBe(401);
      expect((await getMe(server.app, cookieHeader(second))).json()).toMatchObject({
        address: accounts[1]!.address,
      });
    });

    it('behavior: the session does not outlive the message’s Expiration Time', async () => {
      const body = await signedMessage(server.app, 0, {
        expirationTime: new Date(Date.now() + 10 * MINUTE_MS),
      });
      const response = await postVerify(server.app, body);
      const cookie = response.cookies.find((candidate) => candidate.name === 'bear_siwe');
      expect(cookie?.maxAge).toBeGreaterThan(590);
      expect(cookie?.maxAge).toBeLessThanOrEqual(600);
    });
  });

  describe('refusals of POST /verify', () => {
    it('behavior: replaying the same message and signature is refused: the nonce was used', async () => {
      const body = await signedMessage(server.app, 0);
      expect((await postVerify(server.app, body)).statusCode).toBe(200);
      const replay = await postVerify(server.app, body);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error.code).toBe('invalid_nonce');
      expect(replay.cookies).toEqual([]);
    });

    it('behavior: of two simultaneous submissions of one signature exactly one signs in', async () => {
      const body = await signedMessage(server.app, 0);
      const statuses = (
        await Promise.all(Array.from({ length: 5 }, () => postVerify(server.app, body)))
      ).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    });

    it('behavior: a nonce the server never issued is refused', async () => {
      const response = await postVerify(
        server.app,
        await signedMessage(server.app, 0, { nonce: 'neverIssued1234' }),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('invalid_nonce');
    });

    it('behavior: an expired nonce is refused', async () => {
      const shortLived = await createTestServer(kind, { SIWE_NONCE_TTL_SECONDS: '1' });
      try {
        const body = await signedMessage(shortLived.app, 0);
        await sleep(1_200);
        const response = await postVerify(shortLived.app, body);
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('invalid_nonce');
      } finally {
        await shortLived.close();
      }
    });

    it('behavior: a signature by another account is refused, and the visitor’s nonce survives it', async () => {
      const nonce = await getNonce(server.app);
      const genuine = await signedMessage(server.app, 0, { nonce });
      const forged = {
        message: genuine.message,
        signature: await accounts[1]!.signMessage({ message: genuine.message }),
      };
      const refused = await postVerify(server.app, forged);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        error: {
          code: 'invalid_signature',
          message: `The signature is not from ${accounts[0]!.address}.`,
        },
      });
      expect((await postVerify(server.app, genuine)).statusCode).toBe(200);
    });

    it.each([
      ['another domain', { domain: 'evil.example' }, 403, 'domain_mismatch'],
      ['the hub’s host on another port', { domain: '127.0.0.1:4174' }, 403, 'domain_mismatch'],
      ['a URI on another origin', { uri: 'https://evil.example/login' }, 403, 'uri_mismatch'],
      ['a chain the server does not accept', { chainId: 1 }, 403, 'unsupported_chain'],
      [
        'an issued-at beyond the clock skew in the future',
        { issuedAt: new Date(Date.now() + 5 * MINUTE_MS) },
        401,
        'issued_in_future',
      ],
      [
        'an issued-at older than a nonce lives',
        { issuedAt: new Date(Date.now() - 10 * MINUTE_MS) },
        401,
        'message_too_old',
      ],
      [
        'an expiration time in the past',
        { expirationTime: new Date(Date.now() - 5 * MINUTE_MS) },
        401,
        'message_expired',
      ],
      [
        'a not-before in the future',
        { notBefore: new Date(Date.now() + 5 * MINUTE_MS) },
        401,
        'message_not_yet_valid',
      ],
    ] as const)('behavior: a message with %s is refused', async (_name, fields, status, code) => {
      const response = await postVerify(server.app, await signedMessage(server.app, 0, fields));
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(typeof response.json().error.message).toBe('string');
    });

    it('behavior: times within the clock skew are accepted (issued 30 s ahead, expired 30 s ago)', async () => {
      const response = await postVerify(
        server.app,
        await signedMessage(server.app, 0, {
          issuedAt: new Date(Date.now() + 30_000),
          expirationTime: new Date(Date.now() - 30_000),
        }),
      );
      expect(response.statusCode).toBe(200);
    });

    it('behavior: a message that is not EIP-4361 is 400 malformed_message', async () => {
      const signature = await accounts[0]!.signMessage({ message: 'hello' });
      const response = await postVerify(server.app, { message: 'hello', signature });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('malformed_message');
      expect(response.json().error.message).toMatch(/missing domain, address, uri/);
    });

    it.each<[string, (message: string) => string]>([
      ['an extra line at the end', (message) => `${message}\nRole: admin`],
      ['a trailing newline', (message) => `${message}\n`],
      [
        'a line between the statement and the fields',
        (message) => message.replace('\nURI: ', '\nTransfer all tokens to 0xdead.\nURI: '),
      ],
      [
        'a second statement line',
        (message) => message.replace('wallet.\n', 'wallet.\nAnd more.\n'),
      ],
      ['two spaces after a field name', (message) => message.replace('Chain ID: ', 'Chain ID:  ')],
      [
        'a time with an offset instead of Z',
        (message) => message.replace(/(Issued At: [^\n]+)\.\d{3}Z/, '$1+00:00'),
      ],
      [
        'an address that is not checksummed',
        (message) => message.replace(accounts[0]!.address, accounts[0]!.address.toLowerCase()),
      ],
    ])(
      'behavior: a signed message with %s is 400 malformed_message: what was signed must read back exactly',
      async (_name, alter) => {
        const { message } = await signedMessage(server.app, 0);
        const altered = alter(message);
        expect(altered).not.toBe(message);
        const response = await postVerify(server.app, {
          message: altered,
          signature: await accounts[0]!.signMessage({ message: altered }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: {
            code: 'malformed_message',
            message: expect.stringMatching(
              /^The message is not a valid EIP-4361 sign-in message: /,
            ),
          },
        });
        expect(response.cookies).toEqual([]);
      },
    );

    it('behavior: a message with a version other than 1 is 400', async () => {
      const { message } = await signedMessage(server.app, 0);
      const altered = message.replace('Version: 1', 'Version: 2');
      const response = await postVerify(server.app, {
        message: altered,
        signature: await accounts[0]!.signMessage({ message: altered }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('malformed_message');
    });

    it.each([
      ['no signature', { message: 'x' }],
      ['a signature that is not hex', { message: 'x', signature: 'not-hex' }],
      ['an odd-length signature', { message: 'x', signature: '0xabc' }],
      ['a number as message', { message: 42, signature: '0x00' }],
      ['an extra property', { message: 'x', signature: '0x00', admin: true }],
      ['an empty object', {}],
    ])('behavior: a body with %s is 400 invalid_body', async (_name, body) => {
      const response = await postVerify(server.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_body');
    });

    it('behavior: a body that is not JSON is 400 invalid_body', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/verify',
        headers: { 'content-type': 'application/json', origin: HUB_ORIGIN },
        payload: '{"message": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_body');
    });

    it('behavior: a body over the limit is 413 body_too_large', async () => {
      const response = await postVerify(server.app, {
        message: 'x'.repeat(10_000),
        signature: '0x00',
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('body_too_large');
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
      'behavior: a %s body is 415 unsupported_media_type',
      async (contentType) => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/verify',
          headers: { 'content-type': contentType, origin: HUB_ORIGIN },
          payload: 'message=x&signature=0x00',
        });
        expect(response.statusCode).toBe(415);
        expect(response.json().error.code).toBe('unsupported_media_type');
      },
    );

    it('behavior: a POST from a page of another origin is 403, even with a valid signature', async () => {
      const response = await postVerify(server.app, await signedMessage(server.app, 0), {
        origin: 'https://evil.example',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('origin_not_allowed');
    });

    it('property: whatever JSON arrives, /verify answers a 4xx JSON error, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue(),
            fc.record({
              message: fc.string({ maxLength: 600 }),
              signature: fc.string({ maxLength: 200 }),
            }),
            fc.record({
              message: fc
                .string({ maxLength: 600 })
                .map(
                  (tail) =>
                    `127.0.0.1:4173 wants you to sign in with your Ethereum account:\n${accounts[0]!.address}\n\n${tail}`,
                ),
              signature: fc
                .uint8Array({ minLength: 1, maxLength: 100 })
                .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
            }),
          ),
          async (body) => {
            const response = await postVerify(server.app, body as Record<string, unknown>);
            expect(response.statusCode).toBeGreaterThanOrEqual(400);
            expect(response.statusCode).toBeLessThan(500);
            expect(typeof response.json().error.code).toBe('string');
          },
        ),
        { numRuns: 150 },
      );
    });
  });

  describe('CORS', () => {
    it('behavior: the hub origin may call with credentials; the preflight allows JSON POSTs', async () => {
      const preflight = await server.app.inject({
        method: 'OPTIONS',
        url: '/verify',
        headers: {
          origin: HUB_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(HUB_ORIGIN);
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'content-type',
      );
      const me = await server.app.inject({
        method: 'GET',
        url: '/me',
        headers: { origin: HUB_ORIGIN },
      });
      expect(me.headers['access-control-allow-origin']).toBe(HUB_ORIGIN);
    });

    it('behavior: another origin gets no CORS grant, neither the origin nor credentials, so its page cannot read the answers', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/nonce',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await server.app.inject({
        method: 'OPTIONS',
        url: '/verify',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    });
  });

  describe('rate limiting per IP', () => {
    let limited: TestServer;
    beforeAll(async () => {
      limited = await createTestServer(kind, {
        SIWE_RATE_LIMIT_NONCE_PER_MINUTE: '3',
        SIWE_RATE_LIMIT_VERIFY_PER_MINUTE: '2',
      });
    });
    afterAll(() => limited.close());

    it('behavior: the 4th nonce in a minute from one IP is 429 with a JSON error; another IP is served', async () => {
      const ask = (remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url: '/nonce', remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await ask('10.0.0.1')).statusCode).toBe(200);
      const refused = await ask('10.0.0.1');
      expect(refused.statusCode).toBe(429);
      // The shape every refusal of the project has (the indexer's and the proxy's alike).
      expect(refused.json()).toEqual({
        error: { code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask('10.0.0.2')).statusCode).toBe(200);
    });

    it('behavior: addresses rotated within one IPv6 /64 (one visitor’s network) share one count', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const remoteAddress = `2001:db8:1:2:${(i + 1).toString(16)}::${i + 7}`;
        statuses.push(
          (await limited.app.inject({ method: 'GET', url: '/nonce', remoteAddress })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    });

    it('behavior: the 3rd verification in a minute from one IP is 429, whatever its body', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (
            await postVerify(
              limited.app,
              { message: 'x', signature: '0x00' },
              { remoteAddress: '10.0.0.3' },
            )
          ).statusCode,
        );
      }
      expect(statuses).toEqual([400, 400, 429]);
    });
  });

  describe('health and readiness', () => {
    it('behavior: /health answers ok and /ready answers ready while the store answers', async () => {
      const health = await server.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await server.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    });

    it('behavior: an unknown route is a JSON 404 in the shape the indexer answers too', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/admin' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: 'No route GET /admin.' },
      });
    });
  });
});
