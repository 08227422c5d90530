/**
 * The visitor's locale at start-up, decided before the app renders: `lang` and `dir` go on the
 * document at once (layout follows `dir` before any script of the app runs), and the locale's
 * catalogue starts loading in parallel with the app's code. English needs nothing: its
 * catalogue is bundled and the prerendered page is already English.
 */
import { detectLocale, type Locale } from './locales';
import { activateLocale, applyDocumentLocale } from './runtime';

let started: Promise<Locale> | undefined;

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
