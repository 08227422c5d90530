// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readEnv } from '@/config/env';
import { buildHostingConfig } from '../../../scripts/build/securityHeaders';

describe('the indexer in the build’s configuration', () => {
  it('behavior: VITE_INDEXER_URL is read trimmed, without a trailing slash; unset means no history', () => {
    expect(readEnv({ VITE_INDEXER_URL: ' https://indexer.bear.example/ ' }).indexerUrl).toBe(
      'https://indexer.bear.example',
    );
    expect(readEnv({ VITE_INDEXER_URL: '  ' }).indexerUrl).toBeUndefined();
    expect(readEnv({}).indexerUrl).toBeUndefined();
  });

  it('contract: the Content-Security-Policy lets the page read the indexer, and only when it is set', () => {
    const connectSrc = (raw: Record<string, string>) =>
      /connect-src ([^;]*)/.exec(buildHostingConfig(raw).headers['Content-Security-Policy']!)![1]!;
    expect(
      connectSrc({ VITE_INDEXER_URL: 'https://indexer.bear.example/api' }).split(' '),
    ).toContain('https://indexer.bear.example');
    expect(connectSrc({})).not.toContain('indexer');
  });

  it('behavior: a plain-http or loopback indexer URL is a local setting a hosted build refuses', () => {
    const local = buildHostingConfig({ VITE_INDEXER_URL: 'http://127.0.0.1:42069' }).localSettings;
    expect(local.map((setting) => setting.variable)).toContain('VITE_INDEXER_URL');
    const hosted = buildHostingConfig({ VITE_INDEXER_URL: 'https://indexer.bear.example' });
    expect(hosted.localSettings.map((setting) => setting.variable)).not.toContain(
      'VITE_INDEXER_URL',
    );
  });
});
