// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildHostingConfig, isPrivateHost } from '../../../scripts/build/securityHeaders';

/** The variables a hosted build refuses for `raw`. */
const refused = (raw: Record<string, string>) =>
  buildHostingConfig(raw).localSettings.map((setting) => `${setting.variable} ${setting.value}`);

describe('the hosted build’s check of the URLs the page calls', () => {
  it.each([
    'https://10.0.0.5',
    'https://172.16.0.1:8545',
    'https://172.31.255.254',
    'https://192.168.1.20/rpc',
    'https://169.254.169.254',
    'https://100.64.0.1',
    'https://0.0.0.1',
    'https://[fd00::1]',
    'https://[fe80::1]',
    'https://[::ffff:10.0.0.5]',
    'https://node.local',
    'https://rpc.internal',
    'https://router.home.arpa',
  ])(
    'behavior: a private, link-local or local-network address (%s) is refused for a hosted build',
    (url) => {
      expect(refused({ VITE_RPC_URLS: `11155111=${url}` })).toEqual([
        `VITE_RPC_URLS (chain 11155111) ${new URL(url).origin}`,
      ]);
      expect(refused({ VITE_SIWE_API_URL: url })).toEqual([
        `VITE_SIWE_API_URL ${new URL(url).origin}`,
      ]);
      expect(refused({ VITE_INDEXER_URL: url })).toEqual([
        `VITE_INDEXER_URL ${new URL(url).origin}`,
      ]);
      expect(refused({ VITE_ASSETS_BASE_URL: url })).toEqual([
        `VITE_ASSETS_BASE_URL ${new URL(url).origin}`,
      ]);
    },
  );

  it('behavior: the reason names the private network', () => {
    const [setting] = buildHostingConfig({ VITE_SIWE_API_URL: 'https://10.0.0.5' }).localSettings;
    expect(setting?.reason).toContain('private or link-local network address');
  });

  it.each([
    'https://rpc.bear.example',
    'https://172.32.0.1',
    'https://11.0.0.1',
    'https://100.128.0.1',
    'https://[2001:db8::1]',
    'https://locale.example',
  ])('behavior: a public address (%s) passes', (url) => {
    expect(refused({ VITE_SIWE_API_URL: url })).toEqual([]);
  });

  it('behavior: host names as URL gives them (IPv4 in other notations is normalised by URL)', () => {
    expect(isPrivateHost(new URL('https://0x0a000005').hostname)).toBe(true);
    expect(isPrivateHost(new URL('https://[::ffff:a00:5]').hostname)).toBe(true);
  });
});
