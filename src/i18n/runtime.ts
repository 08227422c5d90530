// The active locale outside React (listeners phrase too); other catalogues load when chosen.
import { CATALOGUE_LOADERS } from './catalogueLoaders';
import { en, type MessageKey } from './messages/en';
import { DEFAULT_LOCALE, detectLocale, directionOf, storeLocale, type Locale } from './locales';

/** English: the shell's words, plus each page part once its modules have registered it. */
const english: Partial<Record<MessageKey, string>> = { ...en };
let activeLocale: Locale = DEFAULT_LOCALE;
let activeMessages: Partial<Record<MessageKey, string>> = english;

/** Adds a page's English words (`en.mint.ts` …) as its modules load, before it renders. */
export function registerEnglish(part: Partial<Record<MessageKey, string>>): void {
  Object.assign(english, part);
}
const subscribers = new Set<() => void>();

export type MessageParams = Readonly<Record<string, string | number | bigint>>;

/** The catalogue's message for `key` in the active locale, with `{name}` placeholders filled. */
export function t(key: MessageKey, params?: MessageParams): string {
  // A key no catalogue has (only reachable through a cast) reads as itself, never as undefined.
  const template = activeMessages[key] ?? english[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

// `localized({ soldOut: 'mintErrors.soldOut' }).soldOut` is `t(…)` at each read (language changes
// reach objects built at load); `more` adds members as they are.
export function localized<
  const Keys extends Record<string, MessageKey>,
  More extends object = object,
>(keys: Keys, more?: More): { readonly [Name in keyof Keys]: string } & More {
  const target = {};
  for (const [name, key] of Object.entries(keys)) {
    Object.defineProperty(target, name, { get: () => t(key), enumerable: true });
  }
  if (more) Object.defineProperties(target, Object.getOwnPropertyDescriptors(more));
  return target as { readonly [Name in keyof Keys]: string } & More;
}

type PluralKey = { [K in MessageKey]: K extends `${infer Base}.one` ? Base : never }[MessageKey];

let pluralRules: Intl.PluralRules | undefined;

/** The plural form of `count` (`key.one` or `key.other`) in the active locale. */
export function tCount(key: PluralKey, count: number | bigint, params?: MessageParams): string {
  pluralRules ??= new Intl.PluralRules(activeLocale);
  const category = pluralRules.select(Number(count));
  const form = (category === 'one' ? `${key}.one` : `${key}.other`) as MessageKey;
  return t(form, { count: String(count), ...params });
}

export function getLocale(): Locale {
  return activeLocale;
}

export function subscribeLocale(callback: () => void): () => void {
  subscribers.add(callback);
  return () => subscribers.delete(callback);
}

/** Puts `lang` and `dir` on the document (the earlier the better: layout follows `dir`). */
function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

export async function activateLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  const messages = await (locale === 'en'
    ? english
    : CATALOGUE_LOADERS[locale]().then((module) => module.default));
  activeLocale = locale;
  activeMessages = messages;
  pluralRules = undefined;
  applyDocumentLocale(locale);
  if (remember) storeLocale(locale);
  for (const callback of [...subscribers]) callback();
}

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
