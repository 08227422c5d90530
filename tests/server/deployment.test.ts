import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  cookieHeader,
  createTestServer,
  getMe,
  getNonce,
  postVerify,
  siweMessage,
  signedMessage,
  type TestServer,
} from './support/harness';

describe('two instances behind a load balancer, sharing one Redis', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const redisKeyPrefix = `shared-${randomUUID()}:`;
    const env = { SIWE_RATE_LIMIT_NONCE_PER_MINUTE: '3' };
    first = await createTestServer('redis', env, { redisKeyPrefix });
    second = await createTestServer('redis', env, { redisKeyPrefix });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('behavior: a nonce from one instance verifies on the other, whose session both read and one revokes', async () => {
    const body = await signedMessage(first.app, 0, {
      nonce: await getNonce(first.app, '10.1.0.1'),
    });
    const signedIn = await postVerify(second.app, body);
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieHeader(signedIn);
    expect((await getMe(first.app, cookie)).json()).toMatchObject({
      address: accounts[0]!.address,
    });
    // The replay reaches the other instance: still refused.
    expect((await postVerify(first.app, body)).json().error.code).toBe('invalid_nonce');
    await first.app.inject({ method: 'POST', url: '/logout', headers: { cookie } });
    expect((await getMe(second.app, cookie)).statusCode).toBe(401);
  });

  it('behavior: the rate limit counts one IP across instances', async () => {
    const ask = (server: TestServer) =>
      server.app.inject({ method: 'GET', url: '/nonce', remoteAddress: '10.1.0.2' });
    expect((await ask(first)).statusCode).toBe(200);
    expect((await ask(second)).statusCode).toBe(200);
    expect((await ask(first)).statusCode).toBe(200);
    expect((await ask(second)).statusCode).toBe(429);
  });
});

describe('an https hub on two origins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('memory', {
      SIWE_HUB_ORIGIN: 'https://hub.bear.example,https://www.bear.example',
    });
  });
  afterAll(() => server.close());

  const message = async (domain: string) => {
    const nonce = await getNonce(server.app);
    const text = siweMessage({
      nonce,
      address: accounts[0]!.address,
      domain,
      uri: `https://${domain}`,
    });
    return { message: text, signature: await accounts[0]!.signMessage({ message: text }) };
  };

  it('behavior: the session cookie is Secure, HttpOnly, Strict and named __Host-bear_siwe', async () => {
    const response = await postVerify(server.app, await message('www.bear.example'), {
      origin: 'https://www.bear.example',
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === '__Host-bear_siwe');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.domain).toBeUndefined();
  });

  it('behavior: a message for one origin sent from the other is refused (origin_mismatch)', async () => {
    const response = await postVerify(server.app, await message('hub.bear.example'), {
      origin: 'https://www.bear.example',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('origin_mismatch');
  });

  it('behavior: a message whose scheme is http for an https hub is refused', async () => {
    const nonce = await getNonce(server.app);
    const text = siweMessage({
      nonce,
      address: accounts[0]!.address,
      domain: 'hub.bear.example',
      uri: 'https://hub.bear.example',
    });
    const withScheme = `http://${text}`;
    const response = await postVerify(
      server.app,
      {
        message: withScheme,
        signature: await accounts[0]!.signMessage({ message: withScheme }),
      },
      { origin: 'https://hub.bear.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('scheme_mismatch');
  });
});
