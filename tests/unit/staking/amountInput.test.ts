import { describe, expect, it } from 'vitest';
import { formatAmountInput, parseAmountInput } from '@/features/staking/amountInput';
import { AMOUNT_INPUT_MESSAGES } from '@/features/staking/accountErrors';

const ONE = 10n ** 18n;
const BALANCE = 1_000n * ONE;

describe('parseAmountInput', () => {
  it('behavior: trims spaces around the amount', () => {
    expect(parseAmountInput('  12.5 \t', 18, BALANCE)).toEqual({
      ok: true,
      value: 12n * ONE + ONE / 2n,
    });
  });

  it('behavior: accepts a comma as the decimal point', () => {
    expect(parseAmountInput('12,5', 18, BALANCE)).toEqual({
      ok: true,
      value: 12n * ONE + ONE / 2n,
    });
  });

  it('behavior: accepts a leading or a trailing decimal point', () => {
    expect(parseAmountInput('.5', 18, BALANCE)).toEqual({ ok: true, value: ONE / 2n });
    expect(parseAmountInput('5.', 18, BALANCE)).toEqual({ ok: true, value: 5n * ONE });
  });

  it.each(['-1', '-0.5', ' -3'])('behavior: refuses the negative amount %j', (text) => {
    expect(parseAmountInput(text, 18, BALANCE)).toEqual({
      ok: false,
      error: 'negative',
      message: 'The amount cannot be negative.',
    });
  });

  it.each(['1e3', '1E3', '2.5e-3', 'e'])('behavior: refuses the scientific notation %j', (text) => {
    expect(parseAmountInput(text, 18, BALANCE)).toMatchObject({
      ok: false,
      error: 'scientific',
      message: 'Write the amount in plain digits, without exponent notation.',
    });
  });

  it('behavior: refuses more decimals than the token has, without rounding', () => {
    expect(parseAmountInput('0.1234567', 6, BALANCE)).toEqual({
      ok: false,
      error: 'tooManyDecimals',
      message: 'This token has at most 6 decimals.',
    });
    expect(parseAmountInput('1.5', 0, BALANCE)).toMatchObject({
      error: 'tooManyDecimals',
      message: 'This token has no decimals: enter a whole number.',
    });
    expect(parseAmountInput('0.123456', 6, BALANCE)).toEqual({ ok: true, value: 123_456n });
  });

  it.each(['', '   '])('behavior: an empty input %j asks for an amount', (text) => {
    expect(parseAmountInput(text, 18, BALANCE)).toMatchObject({
      error: 'empty',
      message: 'Enter an amount.',
    });
  });

  it.each(['abc', '1.2.3', '1,2,3', '+5', '1 000', '0x10', '.', '1,000.5'])(
    'behavior: refuses %j as not a plain number',
    (text) => {
      expect(parseAmountInput(text, 18, BALANCE)).toMatchObject({
        ok: false,
        error: 'invalid',
        message: 'Enter a number, for example 12.5.',
      });
    },
  );

  it.each(['0', '0.0', '.000'])('behavior: refuses the zero amount %j', (text) => {
    expect(parseAmountInput(text, 18, BALANCE)).toMatchObject({
      error: 'zero',
      message: 'Enter an amount greater than zero.',
    });
  });

  it('behavior: refuses an amount above the balance, even by one base unit', () => {
    const balance = 1_234_567_890_123_456_789n;
    expect(parseAmountInput('1.234567890123456789', 18, balance)).toEqual({
      ok: true,
      value: balance,
    });
    expect(parseAmountInput('1.23456789012345679', 18, balance)).toEqual({
      ok: false,
      error: 'exceedsBalance',
      message: 'The amount is more than your balance.',
    });
  });

  it('behavior: Max text parses back to exactly the balance (never rounded above it)', () => {
    for (const balance of [
      1n,
      999_999_999_999_999_999n,
      1_234_567_890_123_456_789_012n,
      10n ** 18n,
    ]) {
      const text = formatAmountInput(balance, 18);
      expect(parseAmountInput(text, 18, balance)).toEqual({ ok: true, value: balance });
    }
    expect(formatAmountInput(1_500_000_000_000_000_000n, 18)).toBe('1.5');
    expect(formatAmountInput(1n, 18)).toBe('0.000000000000000001');
    expect(formatAmountInput(42n, 0)).toBe('42');
  });

  it('behavior: every refusal carries its catalogue message', () => {
    expect(AMOUNT_INPUT_MESSAGES.tooManyDecimals(18)).toBe('This token has at most 18 decimals.');
  });
});
