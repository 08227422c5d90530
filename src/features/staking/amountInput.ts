import { AMOUNT_INPUT_MESSAGES } from './accountErrors';

type AmountInputError =
  'empty' | 'negative' | 'scientific' | 'invalid' | 'tooManyDecimals' | 'zero' | 'exceedsBalance';

export type ParsedAmount =
  { ok: true; value: bigint } | { ok: false; error: AmountInputError; message: string };

function refuse(error: AmountInputError, decimals: number): ParsedAmount {
  const message =
    error === 'tooManyDecimals'
      ? AMOUNT_INPUT_MESSAGES.tooManyDecimals(decimals)
      : AMOUNT_INPUT_MESSAGES[error];
  return { ok: false, error, message };
}

/**
 * `text` as an exact count of 10^-`decimals` units, ',' taken as the decimal point (no floating
 * point, so nothing is ever rounded), or why it cannot be read.
 */
export function readDecimal(
  text: string,
  decimals: number,
): bigint | 'empty' | 'invalid' | 'tooManyDecimals' {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return 'empty';
  const [, whole = '', fraction = ''] = /^(\d*)(?:\.(\d*))?$/.exec(normalized) ?? [];
  if (whole === '' && fraction === '') return 'invalid';
  if (fraction.length > decimals) return 'tooManyDecimals';
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
}

/** An amount of a token, refusing negatives, exponents, zero and anything above `balance`. */
export function parseAmountInput(text: string, decimals: number, balance: bigint): ParsedAmount {
  const normalized = text.trim();
  if (normalized.startsWith('-')) return refuse('negative', decimals);
  if (/e/i.test(normalized)) return refuse('scientific', decimals);
  const value = readDecimal(normalized, decimals);
  if (typeof value === 'string') return refuse(value, decimals);
  if (value === 0n) return refuse('zero', decimals);
  if (value > balance) return refuse('exceedsBalance', decimals);
  return { ok: true, value };
}

/** Base units as the exact decimal text the input shows (Max): never rounded. */
export function formatAmountInput(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals === 0 ? '' : digits.slice(-decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}
