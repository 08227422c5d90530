import { describe, expect, it } from 'vitest';
import {
  formatApr,
  formatCountdown,
  formatNative,
  formatToken,
  formatTokenAmount,
} from '@/features/onchain/format';

const ONE = 10n ** 18n;

describe('on-chain formatters', () => {
  it.each([
    [0, ''],
    [-5, ''],
    [0.2, '0m 1s'],
    [65, '1m 5s'],
    [3_600, '1h 0m 0s'],
    [6 * 86_400, '6d 0h 0m 0s'],
    [86_400 + 3_661, '1d 1h 1m 1s'],
  ])('behavior: %s seconds left read %j', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it.each([
    [65, '01m 05s'],
    [3_600, '01h 00m 00s'],
    [2 * 86_400 + 3 * 3_600 + 4 * 60 + 5, '2d 03h 04m 05s'],
  ])('behavior: a fixed-width countdown of %s seconds reads %j', (seconds, text) => {
    expect(formatCountdown(seconds, { fixedWidth: true })).toBe(text);
  });

  it('behavior: token amounts are grouped and truncated, never rounded up', () => {
    expect(formatTokenAmount(1_234_567n * ONE + 999_999n * 10n ** 12n, 18, 4)).toBe(
      '1,234,567.9999',
    );
    expect(formatTokenAmount('1', 18, 4)).toBe('0');
    expect(formatTokenAmount(5n * 10n ** 17n, 18, 4)).toBe('0.5');
    expect(formatToken(48_000n * ONE, { symbol: 'BHT', decimals: 18 }, 4)).toBe('48,000 BHT');
    expect(formatNative(10n ** 16n, { symbol: 'ETH', decimals: 18 })).toBe('0.01 ETH');
  });

  it('behavior: an APR in basis points reads as a percentage', () => {
    expect(formatApr(2_500)).toBe('25 %');
    expect(formatApr(350)).toBe('3.5 %');
  });
});
