import { describe, expect, it } from 'vitest';
import { readEnv } from '@/config/env';
import { isLoopbackHost, localDevelopmentSettings } from '../../../scripts/build/securityHeaders';

describe('local development settings a hosted build refuses', () => {
  it('behavior: loopback hosts are localhost, 127.0.0.0/8, ::1 and 0.0.0.0, not look-alikes', () => {
    for (const host of [
      'localhost',
      'hub.localhost',
      '127.0.0.1',
      '127.8.9.10',
      '[::1]',
      '0.0.0.0',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['localhost.example.com', '128.0.0.1', 'rpc.example', '[2001:db8::1]']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('behavior: public https and wss settings are not local', () => {
    const env = readEnv({
      VITE_RPC_URLS: '1=https://rpc.example/KEY 1=wss://rpc.example/ws',
      VITE_SIWE_API_URL: 'https://auth.example',
      VITE_ASSETS_BASE_URL: 'https://assets.example',
    });
    expect(localDevelopmentSettings(env)).toEqual([]);
  });

  it('behavior: each local setting is listed once, by variable, with its origin only', () => {
    const env = readEnv({
      VITE_LOCAL_RPC_URL: 'http://127.0.0.1:8545',
      VITE_RPC_URLS: '10=ws://rpc.example/KEY',
      VITE_ASSETS_BASE_URL: 'https://localhost:9000/bear',
    });
    expect(
      localDevelopmentSettings(env).map(({ variable, value }) => `${variable} ${value}`),
    ).toEqual([
      'VITE_LOCAL_RPC_URL http://127.0.0.1:8545',
      'VITE_RPC_URLS (chain 10) ws://rpc.example',
      'VITE_ASSETS_BASE_URL https://localhost:9000',
    ]);
  });
});
