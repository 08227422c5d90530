import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HUB_ORIGIN,
  accounts,
  cookieHeader,
  createTestServer,
  getMe,
  postVerify,
  signedMessage,
  type TestServer,
} from './support/harness';

/** The raw Set-Cookie header of the session cookie in a response. */
function sessionSetCookie(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)];
  const found = all.find((line) => line.startsWith('__Host-bear_siwe='));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return found;
}

function post(server: TestServer, url: string, headers: Record<string, string>, body = '{}') {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

// SIWE_COOKIE_SAMESITE=none: the cookie a hub framed by Safe{Wallet} (a frame of another site)
// can hold, partitioned by the top-level site (CHIPS); the Origin check carries CSRF alone.
describe('the session cookie with SIWE_COOKIE_SAMESITE=none', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('memory', { SIWE_COOKIE_SAMESITE: 'none' });
  });
  afterAll(() => server.close());

  it('behavior: a sign-in sets a __Host- cookie that is Partitioned, Secure, SameSite=None and HttpOnly, and it opens the session', async () => {
    const response = await postVerify(server.app, await signedMessage(server.app, 0));
    expect(response.statusCode).toBe(200);
    const line = sessionSetCookie(response.headers);
    const attributes = line.split('; ').slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining([
        'HttpOnly',
        'Secure',
        'Partitioned',
        'SameSite=None',
        'Path=/',
        'Max-Age=86400',
      ]),
    );
    expect(line).not.toMatch(/Domain=/i);

    const me = await getMe(server.app, cookieHeader(response));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ address: accounts[0]!.address });
  });

  it('behavior: logout clears the cookie as Partitioned too (a browser clears a partitioned cookie only so)', async () => {
    const signedIn = await postVerify(server.app, await signedMessage(server.app, 1));
    const cookie = cookieHeader(signedIn);
    const logout = await post(server, '/logout', { cookie, origin: HUB_ORIGIN });
    expect(logout.statusCode).toBe(204);
    const line = sessionSetCookie(logout.headers);
    expect(line).toMatch(/^__Host-bear_siwe=;/);
    expect(line.split('; ')).toEqual(
      expect.arrayContaining(['Secure', 'Partitioned', 'SameSite=None', 'Path=/']),
    );
    expect((await getMe(server.app, cookie)).statusCode).toBe(401);
  });

  it('behavior: a POST without an Origin header is refused 403: /verify opens no session and leaves the nonce usable, /logout leaves the session', async () => {
    const signed = await signedMessage(server.app, 2);
    const refused = await postVerify(server.app, signed, { origin: null });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'origin_required', message: 'A POST must carry the Origin header.' },
    });
    expect(refused.headers['set-cookie']).toBeUndefined();

    // The refusal came before any work: the same signature still signs in from the hub.
    const accepted = await postVerify(server.app, signed);
    expect(accepted.statusCode).toBe(200);
    const cookie = cookieHeader(accepted);

    const logout = await post(server, '/logout', { cookie });
    expect(logout.statusCode).toBe(403);
    expect(logout.json().error.code).toBe('origin_required');
    expect((await getMe(server.app, cookie)).statusCode).toBe(200);
  });

  it('behavior: a POST from another origin is still refused 403 origin_not_allowed, with the cookie', async () => {
    const signedIn = await postVerify(server.app, await signedMessage(server.app, 0));
    const cookie = cookieHeader(signedIn);
    const logout = await post(server, '/logout', { cookie, origin: 'https://app.safe.global' });
    expect(logout.statusCode).toBe(403);
    expect(logout.json().error.code).toBe('origin_not_allowed');
    expect(logout.headers['access-control-allow-origin']).toBeUndefined();
    expect(logout.headers['access-control-allow-credentials']).toBeUndefined();
    expect((await getMe(server.app, cookie)).statusCode).toBe(200);
  });
});

describe('the session cookie by default (SameSite=Strict)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('memory');
  });
  afterAll(() => server.close());

  it('behavior: the cookie is not Partitioned, and a POST without an Origin header (no browser) is served', async () => {
    const response = await postVerify(server.app, await signedMessage(server.app, 0), {
      origin: null,
    });
    expect(response.statusCode).toBe(200);
    const raw = response.headers['set-cookie'];
    expect(String(raw)).toMatch(/^bear_siwe=/);
    expect(String(raw)).toContain('SameSite=Strict');
    expect(String(raw)).not.toMatch(/Partitioned/i);
    const logout = await post(server, '/logout', { cookie: cookieHeader(response) });
    expect(logout.statusCode).toBe(204);
  });
});
