import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from '../../server/config';
import { createTestServer, type StoreKind, type TestServer } from './support/harness';

const PROXY = '10.20.0.5';
const VISITOR = '203.0.113.7';
const NONCE_LIMIT = 3;
const ATTEMPTS = 20;

/** A different made-up client address for each request, as a client rotating the header would. */
const spoofed = (index: number) => `198.51.100.${index + 1}`;

describe('SIWE_TRUST_PROXY at start-up', () => {
  it.each([
    'true',
    'TRUE',
    'yes',
    '0',
    '-1',
    '1.5',
    '10.0.0.0/33',
    'proxy.example',
    '10.0.0.1, nonsense',
  ])('behavior: %s is refused, naming the variable', (raw) => {
    expect(() => readServerConfig({ SIWE_TRUST_PROXY: raw })).toThrow(ConfigError);
    expect(() => readServerConfig({ SIWE_TRUST_PROXY: raw })).toThrow(/^SIWE_TRUST_PROXY must/);
  });

  it('behavior: true is refused with the reason', () => {
    expect(() => readServerConfig({ SIWE_TRUST_PROXY: 'true' })).toThrow(
      'any client choose its own address through X-Forwarded-For',
    );
  });

  it('behavior: a hop count, and a list of addresses and CIDRs, are read as such; unset trusts none', () => {
    expect(readServerConfig({}).trustProxy).toBe(false);
    expect(readServerConfig({ SIWE_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readServerConfig({ SIWE_TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(
      readServerConfig({ SIWE_TRUST_PROXY: '10.20.0.0/16, 192.0.2.1, ::1, fd00::/8, loopback' })
        .trustProxy,
    ).toEqual({ proxies: ['10.20.0.0/16', '192.0.2.1', '::1', 'fd00::/8', 'loopback'] });
  });
});

describe.each<StoreKind>(['memory', 'redis'])(
  'rate limits behind a proxy with the %s store',
  (kind) => {
    describe.each([
      ['a hop count of 1', '1'],
      ['a CIDR list', '10.20.0.0/16, 192.0.2.1'],
    ])('with %s', (_name, trustProxy) => {
      let server: TestServer;
      beforeAll(async () => {
        server = await createTestServer(kind, {
          SIWE_TRUST_PROXY: trustProxy,
          SIWE_RATE_LIMIT_NONCE_PER_MINUTE: String(NONCE_LIMIT),
        });
      });
      afterAll(() => server.close());

      const statusesOf = async (request: (index: number) => Promise<{ statusCode: number }>) => {
        const statuses: number[] = [];
        for (let index = 0; index < ATTEMPTS; index += 1) {
          statuses.push((await request(index)).statusCode);
        }
        return statuses;
      };
      const expected = Array.from({ length: ATTEMPTS }, (_, index) =>
        index < NONCE_LIMIT ? 200 : 429,
      );

      it('behavior: a visitor who rotates X-Forwarded-For through the proxy stays limited', async () => {
        const statuses = await statusesOf((index) =>
          server.app.inject({
            method: 'GET',
            url: '/nonce',
            remoteAddress: PROXY,
            // What the proxy forwards: the client's own header, then the address it saw.
            headers: { 'x-forwarded-for': `${spoofed(index)}, ${VISITOR}` },
          }),
        );
        expect(statuses).toEqual(expected);
        // Another visitor behind the same proxy has a count of their own.
        const other = await server.app.inject({
          method: 'GET',
          url: '/nonce',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': '203.0.113.8' },
        });
        expect(other.statusCode).toBe(200);
      });
    });

    describe('with a CIDR list, a client that reaches the server directly', () => {
      let server: TestServer;
      beforeAll(async () => {
        server = await createTestServer(kind, {
          SIWE_TRUST_PROXY: '10.20.0.0/16',
          SIWE_RATE_LIMIT_NONCE_PER_MINUTE: String(NONCE_LIMIT),
        });
      });
      afterAll(() => server.close());

      it('behavior: is counted by its own address, whatever X-Forwarded-For it sends', async () => {
        const statuses: number[] = [];
        for (let index = 0; index < ATTEMPTS; index += 1) {
          const response = await server.app.inject({
            method: 'GET',
            url: '/nonce',
            remoteAddress: '192.0.2.50',
            headers: { 'x-forwarded-for': spoofed(index) },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.filter((status) => status === 200)).toHaveLength(NONCE_LIMIT);
        expect(statuses.slice(NONCE_LIMIT).every((status) => status === 429)).toBe(true);
      });
    });
  },
);
