import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { getLocale, subscribeLocale } from './runtime';

/**
 * The active locale; the component re-renders when it changes. The prerendered HTML is
 * English, so hydration reads English too.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, () => DEFAULT_LOCALE);
}
