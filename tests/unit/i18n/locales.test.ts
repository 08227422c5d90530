import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, detectLocale, directionOf, matchLocale } from '@/i18n/locales';
import { activateLocale, getLocale, t } from '@/i18n/runtime';

afterEach(async () => {
  localStorage.clear();
  await activateLocale('en', { remember: false });
});

describe('locale choice', () => {
  it('behavior: the browser languages pick the first locale the hub speaks', () => {
    expect(matchLocale(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(matchLocale(['es-MX'])).toBe('es');
    expect(matchLocale(['ar-EG'])).toBe('ar');
    expect(matchLocale(['zh'])).toBe('zh-CN');
    expect(matchLocale(['zh-Hans-SG'])).toBe('zh-CN');
    // Traditional Chinese readers are not handed the simplified script.
    expect(matchLocale(['zh-TW'])).toBe('en');
    expect(matchLocale(['de', 'ja'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });

  it('behavior: a remembered choice wins over the browser', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    expect(detectLocale()).toBe('ar');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'klingon');
    expect(['en', 'es', 'fr', 'zh-CN', 'ar']).toContain(detectLocale());
  });

  it('behavior: Arabic is written right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    for (const locale of ['en', 'es', 'fr', 'zh-CN'] as const)
      expect(directionOf(locale)).toBe('ltr');
  });

  it('behavior: choosing a locale loads its catalogue, sets lang and dir, and remembers it', async () => {
    await activateLocale('ar');
    expect(getLocale()).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
    expect(t('wallet.connect')).toBe('ربط المحفظة');
    await activateLocale('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(t('account.viewOn', { explorer: 'Etherscan' })).toBe('Voir sur Etherscan');
  });
});
