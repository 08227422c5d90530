/**
 * Numbers, amounts, dates and lists in the active locale (the platform's Intl). Amounts are
 * exact decimal strings (base units scaled by the token's decimals), never floats: only the
 * separators come from Intl, the digits are the amount's own.
 */
import { directionOf, intlTagOf, type Locale } from './locales';
import { getLocale, t } from './runtime';

interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<Locale, Separators>();

/** The locale's grouping and decimal separators. */
export function separatorsOf(locale: Locale = getLocale()): Separators {
  let cached = separatorCache.get(locale);
  if (!cached) {
    const parts = new Intl.NumberFormat(intlTagOf(locale)).formatToParts(1234567.5);
    cached = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(locale, cached);
  }
  return cached;
}

/**
 * One Intl formatter per locale and options, made on first use and kept: each construction
 * looks the locale up in ICU (tens of microseconds once warm, much more the first time), and a
 * render that shows a table of amounts or dates would pay it per cell.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function formatterOf<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  tag: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind} ${tag} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Intl.NumberFormat of the active locale with `options`, kept. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const tag = intlTagOf(getLocale());
  return formatterOf('number', tag, options, () => new Intl.NumberFormat(tag, options));
}

/** Intl.DateTimeFormat of the active locale (or of the language tag `tag`) with `options`, kept. */
export function dateTimeFormat(
  options: Intl.DateTimeFormatOptions = {},
  tag = intlTagOf(getLocale()),
): Intl.DateTimeFormat {
  return formatterOf('date', tag, options, () => new Intl.DateTimeFormat(tag, options));
}

/**
 * Sets up the platform's number formatting for the active locale. A page's first Intl number
 * format pays ICU's setup, 15–28 ms in Chromium on a desktop (four times that on Lighthouse's
 * simulated phone); every later one costs microseconds. The start calls this in a task of its own
 * once the page is hydrated, so the render that shows the first amounts (the staking pool's,
 * when its read arrives) does not carry that setup.
 */
export function prepareNumberFormatting(): void {
  separatorsOf();
}

/**
 * A decimal string ("1234567.25", digits and at most one dot) written the locale's way
 * ("1,234,567.25", "1 234 567,25", "1.234.567,25"), grouping the whole part by thousands.
 */
export function localizeDecimal(decimal: string, { group = true } = {}): string {
  const { group: groupSeparator, decimal: decimalSeparator } = separatorsOf();
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator) : whole;
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `${decimalSeparator}${fraction}` : ''}`;
}

/** A whole number in the locale's digits, grouped by thousands unless `grouping` is false. */
export function formatInteger(value: number | bigint | string, { grouping = true } = {}): string {
  return numberFormat({ maximumFractionDigits: 0, useGrouping: grouping }).format(
    typeof value === 'string' ? BigInt(value) : value,
  );
}

/** A number with at most `maximumFractionDigits` decimals, the locale's way. */
export function formatDecimalNumber(value: number, maximumFractionDigits: number): string {
  return numberFormat({ maximumFractionDigits }).format(value);
}

/** A percentage from a number of percent (25 → "25 %" / "25%" / "٪25"), as the locale writes it. */
export function formatPercent(percent: number, maximumFractionDigits = 2): string {
  return numberFormat({ style: 'percent', maximumFractionDigits }).format(percent / 100);
}

/** A moment (milliseconds since the epoch) with a medium date and a short time. */
export function formatDateTimeMs(ms: number): string {
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** "A, B and C" in the locale's words (British English keeps the spec's "A, B and C"). */
export function formatList(items: readonly string[]): string {
  const locale = getLocale();
  const tag = locale === 'en' ? 'en-GB' : intlTagOf(locale);
  const options = { style: 'long', type: 'conjunction' } as const;
  return formatterOf('list', tag, options, () => new Intl.ListFormat(tag, options)).format(items);
}

/** The thousands suffixes (k, m, b, t in English) of the active locale. */
export function abbreviationSuffixes(): readonly string[] {
  return [t('number.thousand'), t('number.million'), t('number.billion'), t('number.trillion')];
}

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * `text` kept left to right inside a right-to-left sentence ("48,000 BHT" must not read
 * "BHT 48,000"): wrapped in Unicode isolates when the active locale is written right to left,
 * unchanged otherwise.
 */
export function isolateLtr(text: string): string {
  return directionOf(getLocale()) === 'rtl'
    ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`
    : text;
}
