import { detectLocale, type Locale } from './locales';
import { activateLocale, applyDocumentLocale } from './runtime';

let started: Promise<Locale> | undefined;

/** The visitor's locale, decided once before the app renders (`dir` at once: layout follows it). */
export function startLocale(): Promise<Locale> {
  if (!started) {
    const locale = detectLocale();
    if (locale !== 'en') applyDocumentLocale(locale);
    started = activateLocale(locale, { remember: false }).then(
      () => locale,
      // A catalogue that cannot load (offline, a stale deployment) leaves the page in English.
      () => activateLocale('en', { remember: false }).then(() => 'en' as const),
    );
  }
  return started;
}
