import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { getLocale, subscribeLocale } from './runtime';

/** The active locale, re-rendering on a change (English while hydrating, as prerendered). */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, () => DEFAULT_LOCALE);
}
