import { describe, expect, it } from 'vitest';
import { abbreviateAmount, formatBalance, shortAddress } from '@/features/connection/format';
import { ACCOUNT } from '../../support/walletState';

const ETH = { decimals: 18, symbol: 'ETH' };
const wei = (ether: string) => {
  const [integer = '0', fraction = ''] = ether.split('.');
  return (BigInt(integer) * 10n ** 18n + BigInt(fraction.padEnd(18, '0'))).toString();
};

describe('display helpers', () => {
  it('behavior: an address is shortened to 0x + 4 … 4', () => {
    expect(shortAddress(ACCOUNT)).toBe('0xf39F…2266');
  });

  it.each([
    ['0', '0'],
    ['0.00001', '<0.0001'],
    ['0.12345', '0.1234'],
    ['1', '1'],
    ['1.239', '1.23'],
    ['999.999', '999.99'],
    ['1000', '1k'],
    ['1234.5', '1.2k'],
    ['12345', '12.3k'],
    ['999999', '999.9k'],
    ['1250000', '1.2m'],
    ['7000000000', '7b'],
    ['3100000000000', '3.1t'],
    ['4500000000000000', '4500t'],
  ])('behavior: %s is shown as %s (suffixes k, m, b, t; never rounded up)', (amount, shown) => {
    expect(abbreviateAmount(amount)).toBe(shown);
  });

  it('behavior: a balance in base units is abbreviated with its symbol', () => {
    expect(formatBalance({ value: wei('1234.5678'), ...ETH })).toBe('1.2k ETH');
    expect(formatBalance({ value: '1500000', decimals: 6, symbol: 'USDC' })).toBe('1.5 USDC');
    expect(formatBalance({ value: '0', ...ETH })).toBe('0 ETH');
  });
});
