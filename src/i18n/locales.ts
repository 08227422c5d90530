export const LOCALES = ['en', 'es', 'fr', 'zh-CN', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as the language menu lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  'zh-CN': '简体中文',
  ar: 'العربية',
};

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The tag given to `Intl`: Arabic keeps Latin digits (as Arabic finance interfaces mostly do). */
export function intlTagOf(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of `languages` (BCP 47 tags, browser order) the hub speaks; English otherwise. */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const [language] = lower.split('-');
    // Any Chinese but the traditional scripts and regions reads Simplified Chinese here.
    if (language === 'zh' && !/-(hant|tw|hk|mo)\b/.test(lower)) return 'zh-CN';
    const byLanguage = LOCALES.find((locale) => locale === language);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

/** Where the visitor's choice is remembered (a refusing browser just forgets). */
export const LOCALE_STORAGE_KEY = 'bear-hub:locale';

function readStoredLocale(): Locale | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Refused: the choice lasts for this page only.
  }
}

export function detectLocale(): Locale {
  if (typeof navigator === 'undefined') return readStoredLocale() ?? DEFAULT_LOCALE;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return readStoredLocale() ?? matchLocale(languages.filter(Boolean));
}
