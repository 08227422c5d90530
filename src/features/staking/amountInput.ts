import './accountMessages';
import { AMOUNT_INPUT_MESSAGES } from './accountErrors';

export type AmountInputError =
  'empty' | 'negative' | 'scientific' | 'invalid' | 'tooManyDecimals' | 'zero' | 'exceedsBalance';

export type ParsedAmount =
  { ok: true; value: bigint } | { ok: false; error: AmountInputError; message: string };

const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

function refuse(error: AmountInputError, decimals: number): ParsedAmount {
  const message =
    error === 'tooManyDecimals'
      ? AMOUNT_INPUT_MESSAGES.tooManyDecimals(decimals)
      : AMOUNT_INPUT_MESSAGES[error];
  return { ok: false, error, message };
}

/**
 * Reads what a visitor typed as an amount of a token with `decimals` decimals, exactly (no
 * floating point, so nothing is ever rounded, up or down): trims, takes ',' as the decimal
 * point, refuses negatives, exponent notation, more fraction digits than the token has, zero,
 * and anything above `balance`.
 */
export function parseAmountInput(text: string, decimals: number, balance: bigint): ParsedAmount {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return refuse('empty', decimals);
  if (normalized.startsWith('-')) return refuse('negative', decimals);
  if (/e/i.test(normalized)) return refuse('scientific', decimals);
  const match = PLAIN_DECIMAL.exec(normalized);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return refuse('invalid', decimals);
  if (fraction.length > decimals) return refuse('tooManyDecimals', decimals);
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
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
