import { describe, expect, it } from 'vitest';
import SafeAppsSDK from '@safe-global/safe-apps-sdk';
import { SAFE_ORIGIN_PATTERNS, SAFE_WEB_APP_ORIGINS } from '@/config/safeOrigins';

describe('Safe connector origins', () => {
  it('behavior: only the Safe web app origin itself is accepted', () => {
    const accepts = (origin: string) =>
      SAFE_ORIGIN_PATTERNS.some((pattern) => pattern.test(origin));
    expect(SAFE_WEB_APP_ORIGINS).toEqual(['https://app.safe.global']);
    // One pattern per origin, each accepting exactly its origin.
    expect(SAFE_ORIGIN_PATTERNS).toHaveLength(SAFE_WEB_APP_ORIGINS.length);
    for (const origin of SAFE_WEB_APP_ORIGINS) expect(accepts(origin)).toBe(true);
    expect(accepts('https://app.safe.global')).toBe(true);
    for (const origin of [
      'http://app.safe.global',
      'https://app.safe.global.evil.example',
      'https://evil.example',
      'https://appXsafeXglobal',
      'https://evil.example/?https://app.safe.global',
    ]) {
      expect(accepts(origin)).toBe(false);
    }
  });

  it('behavior: the Safe Apps SDK given these origins ignores a message from another origin', () => {
    const sdk = new SafeAppsSDK({ allowedDomains: [...SAFE_ORIGIN_PATTERNS] });
    const communicator = (
      sdk as unknown as {
        communicator: {
          isValidMessage: (message: { origin: string; data: unknown; source: unknown }) => boolean;
        };
      }
    ).communicator;
    const data = { id: '1', success: true, version: '9.1.0', data: {} };
    expect(
      communicator.isValidMessage({ origin: 'https://evil.example', data, source: window.parent }),
    ).toBe(false);
    expect(
      communicator.isValidMessage({
        origin: 'https://app.safe.global',
        data,
        source: window.parent,
      }),
    ).toBe(true);
  });
});
