import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from '../../server/config';

const KEY = 'k'.repeat(32);
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  SIWE_HUB_ORIGIN: 'https://hub.bear.example',
  SIWE_CHAINS: '1=https://rpc.example/eth',
  SIWE_COOKIE_SECRET: KEY,
};

const without = (key: string) =>
  Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => name !== key));

describe('server configuration', () => {
  it('behavior: production refuses to start without a cookie key', () => {
    const withoutKey = without('SIWE_COOKIE_SECRET');
    expect(() => readServerConfig(withoutKey)).toThrow(
      new ConfigError(
        'SIWE_COOKIE_SECRET is required in production: at least 32 random characters.',
      ),
    );
  });

  it('behavior: production refuses a plain-http hub origin and a missing origin or chain list', () => {
    expect(() =>
      readServerConfig({ ...PRODUCTION, SIWE_HUB_ORIGIN: 'http://hub.bear.example' }),
    ).toThrow(/must be https in production/);
    expect(() => readServerConfig(without('SIWE_HUB_ORIGIN'))).toThrow(
      /SIWE_HUB_ORIGIN is required/,
    );
    expect(() => readServerConfig(without('SIWE_CHAINS'))).toThrow(/SIWE_CHAINS is required/);
  });

  it('behavior: a cookie key shorter than 32 characters is refused, in development too', () => {
    expect(() => readServerConfig({ SIWE_COOKIE_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    );
  });

  it('behavior: an https hub gets a Secure cookie; only a plain-http loopback hub goes without', () => {
    expect(readServerConfig(PRODUCTION).cookieSecure).toBe(true);
    expect(readServerConfig({ SIWE_HUB_ORIGIN: 'http://127.0.0.1:4173' }).cookieSecure).toBe(false);
    expect(readServerConfig({ SIWE_HUB_ORIGIN: 'http://localhost:5173' }).cookieSecure).toBe(false);
    // A LAN address is not loopback: its cookie would travel in clear, so it is Secure.
    expect(readServerConfig({ SIWE_HUB_ORIGIN: 'http://192.168.1.20:4173' }).cookieSecure).toBe(
      true,
    );
  });

  it('behavior: SameSite=None makes the cookie Partitioned and Secure, on a loopback hub too; never over plain http elsewhere or in production', () => {
    const https = readServerConfig({ ...PRODUCTION, SIWE_COOKIE_SAMESITE: 'none' });
    expect(https).toMatchObject({
      cookieSameSite: 'none',
      cookiePartitioned: true,
      cookieSecure: true,
    });
    // Loopback is a potentially trustworthy origin: Chromium keeps a Secure cookie from it.
    const loopback = readServerConfig({
      SIWE_HUB_ORIGIN: 'http://127.0.0.1:4173',
      SIWE_COOKIE_SAMESITE: 'None',
    });
    expect(loopback).toMatchObject({ cookiePartitioned: true, cookieSecure: true });
    expect(() =>
      readServerConfig({
        SIWE_HUB_ORIGIN: 'http://127.0.0.1:4173, http://192.168.1.20:4173',
        SIWE_COOKIE_SAMESITE: 'none',
      }),
    ).toThrow(
      'SIWE_COOKIE_SAMESITE=none needs https hub origins (SameSite=None requires Secure): ' +
        'http://192.168.1.20:4173.',
    );
    expect(() =>
      readServerConfig({
        ...PRODUCTION,
        SIWE_HUB_ORIGIN: 'http://127.0.0.1:4173',
        SIWE_COOKIE_SAMESITE: 'none',
      }),
    ).toThrow(/must be https in production/);
  });

  it('behavior: Strict and Lax cookies are never Partitioned', () => {
    for (const sameSite of ['strict', 'lax']) {
      expect(readServerConfig({ ...PRODUCTION, SIWE_COOKIE_SAMESITE: sameSite })).toMatchObject({
        cookieSameSite: sameSite,
        cookiePartitioned: false,
        cookieSecure: true,
      });
    }
    expect(readServerConfig({})).toMatchObject({ cookiePartitioned: false, cookieSecure: false });
  });

  it('behavior: development defaults to the local hub and chain with a random key per process', () => {
    const first = readServerConfig({});
    const second = readServerConfig({});
    expect(first.hubOrigins).toEqual(['http://127.0.0.1:4173']);
    expect([...first.chains]).toEqual([[31337, 'http://127.0.0.1:8545']]);
    expect(first.cookieSecretGenerated).toBe(true);
    expect(first.cookieSecrets[0]).not.toBe(second.cookieSecrets[0]);
    expect(first.cookieSameSite).toBe('strict');
  });

  it('behavior: several keys rotate (the first signs), several chains each get their RPC', () => {
    const config = readServerConfig({
      ...PRODUCTION,
      SIWE_COOKIE_SECRET: `${KEY}, ${'o'.repeat(40)}`,
      SIWE_CHAINS: '1=https://rpc.example/eth, 10=https://rpc.example/op',
    });
    expect(config.cookieSecrets).toEqual([KEY, 'o'.repeat(40)]);
    expect(config.chains.get(10)).toBe('https://rpc.example/op');
  });

  it.each([
    [{ SIWE_HUB_ORIGIN: 'https://hub.bear.example/app' }, /origin only/],
    [{ SIWE_HUB_ORIGIN: 'ftp://hub.bear.example' }, /http or https/],
    [{ SIWE_CHAINS: 'mainnet' }, /chainId=rpcUrl/],
    [{ SIWE_CHAINS: '1=ws://rpc.example' }, /http\(s\) URL/],
    [{ SIWE_COOKIE_SAMESITE: 'sometimes' }, /strict, lax or none/],
    [{ SIWE_COOKIE_SAMESITE: 'none', SIWE_HUB_ORIGIN: 'http://192.168.1.20:4173' }, /needs https/],
    [{ SIWE_PORT: '70000' }, /TCP port/],
    [{ SIWE_NONCE_TTL_SECONDS: '-5' }, /positive integer/],
  ])('behavior: %o is refused with a message naming the variable', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message);
  });
});
