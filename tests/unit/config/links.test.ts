import { describe, expect, it } from 'vitest';
import { readEnv } from '@/config/env';
import { buildLinks, DEFAULT_LINKS } from '@/config/links';

describe('links and environment', () => {
  it('behavior: without variables, the bundled logo and the default links are used', () => {
    const result = buildLinks(readEnv({}), '/assets/bundled.svg');
    expect(result).toEqual({ logo: '/assets/bundled.svg', ...DEFAULT_LINKS });
  });

  it('behavior: VITE_* variables override each link, and the logo comes from the assets host', () => {
    const result = buildLinks(
      readEnv({
        VITE_ASSETS_BASE_URL: 'https://assets.example.org/hub/ ',
        VITE_OFFICIAL_HUB_URL: 'https://hub.example.org',
        VITE_CHARACTER_PROJECT_URL: 'https://bear.example.org',
        VITE_GROUP_HOME_URL: 'https://group.example.org',
        VITE_TECHNOLOGIES_HOME_URL: 'https://tech.example.org',
        VITE_DOCS_URL: 'https://docs.example.org',
      }),
      '/assets/bundled.svg',
    );
    expect(result).toEqual({
      logo: 'https://assets.example.org/hub/bear-logo.svg',
      officialHub: 'https://hub.example.org',
      characterProject: 'https://bear.example.org',
      groupHome: 'https://group.example.org',
      technologiesHome: 'https://tech.example.org',
      docs: 'https://docs.example.org',
    });
  });

  it('behavior: blank variables count as unset; testnets only for the exact string true', () => {
    expect(readEnv({ VITE_DOCS_URL: '   ' }).links.docs).toBeUndefined();
    expect(readEnv({ VITE_ENABLE_TESTNETS: 'true' }).enableTestnets).toBe(true);
    expect(readEnv({ VITE_ENABLE_TESTNETS: 'TRUE' }).enableTestnets).toBe(false);
    expect(readEnv({ VITE_ENABLE_TESTNETS: '1' }).enableTestnets).toBe(false);
  });
});
