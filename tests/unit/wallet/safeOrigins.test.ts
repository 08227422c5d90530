import { describe, expect, it } from 'vitest';
import SafeAppsSDK from '@safe-global/safe-apps-sdk';
import { SAFE_WEB_APP_ORIGINS, safeOriginPatterns } from '@/config/safeOrigins';

describe('Safe connector origins', () => {
  it('behavior: only the Safe web app origin itself is accepted', () => {
    const accepts = (origin: string) =>
      safeOriginPatterns().some((pattern) => pattern.test(origin));
    expect(SAFE_WEB_APP_ORIGINS).toEqual(['https://app.safe.global']);
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
    const sdk = new SafeAppsSDK({ allowedDomains: safeOriginPatterns() });
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
