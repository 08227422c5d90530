// Locale formatting; amounts stay exact decimal strings (Intl only gives the separators).
import { directionOf, intlTagOf } from './locales';
import { getLocale, t } from './runtime';

// Formatters are kept: each construction looks the locale up in ICU, which a table would pay per cell.
const kept = new Map<string, unknown>();

function keep<T>(make: () => T, ...key: unknown[]): T {
  const id = JSON.stringify(key);
  if (!kept.has(id)) kept.set(id, make());
  return kept.get(id) as T;
}

function separatorsOf(tag = intlTagOf(getLocale())) {
  const parts = keep(() => new Intl.NumberFormat(tag).formatToParts(1234567.5), 'parts', tag);
  const find = (type: string) => parts.find((part) => part.type === type)?.value;
  return { group: find('group') ?? ',', decimal: find('decimal') ?? '.' };
}

function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const tag = intlTagOf(getLocale());
  return keep(() => new Intl.NumberFormat(tag, options), 'number', tag, options);
}

export function dateTimeFormat(
  options: Intl.DateTimeFormatOptions = {},
  tag = intlTagOf(getLocale()),
): Intl.DateTimeFormat {
  return keep(() => new Intl.DateTimeFormat(tag, options), 'date', tag, options);
}

/** ICU's setup for the first number format (15–28 ms on desktop), run by the start on its own. */
export function prepareNumberFormatting(): void {
  separatorsOf();
}

/** A decimal string ("1234567.25") the locale's way ("1 234 567,25"), grouped unless told not. */
export function localizeDecimal(decimal: string, { group = true } = {}): string {
  const { group: groupSeparator, decimal: decimalSeparator } = separatorsOf();
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator) : whole;
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `${decimalSeparator}${fraction}` : ''}`;
}

export function formatInteger(value: number | bigint | string, { grouping = true } = {}): string {
  return numberFormat({ maximumFractionDigits: 0, useGrouping: grouping }).format(
    typeof value === 'string' ? BigInt(value) : value,
  );
}

export function formatDecimalNumber(value: number, maximumFractionDigits: number): string {
  return numberFormat({ maximumFractionDigits }).format(value);
}

export function formatDateTimeMs(ms: number): string {
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** "A, B and C" in the locale's words (British English keeps the spec's "A, B and C"). */
export function formatList(items: readonly string[]): string {
  const locale = getLocale();
  const tag = locale === 'en' ? 'en-GB' : intlTagOf(locale);
  const options = { style: 'long', type: 'conjunction' } as const;
  return keep(() => new Intl.ListFormat(tag, options), 'list', tag).format(items);
}

export function abbreviationSuffixes(): readonly string[] {
  return [t('number.thousand'), t('number.million'), t('number.billion'), t('number.trillion')];
}

/** `text` in left-to-right isolates in a right-to-left locale ("48,000 BHT", not "BHT 48,000"). */
export function isolateLtr(text: string): string {
  return directionOf(getLocale()) === 'rtl' ? `\u2066${text}\u2069` : text;
}
