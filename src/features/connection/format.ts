/** `value` base units as a decimal string (local, not viem's: the header loads no viem). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
import {
  BALANCE_ABBREVIATED_FRACTION_DIGITS,
  BALANCE_FRACTION_DIGITS,
  BALANCE_SMALL_FRACTION_DIGITS,
  BALANCE_SUFFIXES,
  SHORT_ADDRESS_HEAD_CHARS,
  SHORT_ADDRESS_TAIL_CHARS,
} from '@/config/constants';
import { abbreviationSuffixes, isolateLtr, localizeDecimal } from '@/i18n/format';
import type { AccountProfile } from './components/AccountProfileReader';

const HEX_PREFIX_LENGTH = 2;
const DIGITS_PER_SUFFIX = 3;

/** `0xf39Fd6e5…b92266` → `0xf39F…2266`. */
export function shortAddress(address: string): string {
  const head = address.slice(0, HEX_PREFIX_LENGTH + SHORT_ADDRESS_HEAD_CHARS);
  return `${head}…${address.slice(-SHORT_ADDRESS_TAIL_CHARS)}`;
}

/** At most `digits` fraction digits, truncated (a balance is never overstated), localized. */
function truncated(integer: string, fraction: string, digits: number): string {
  const kept = fraction.slice(0, digits).replace(/0+$/, '');
  return localizeDecimal(kept ? `${integer}.${kept}` : integer, { group: false });
}

/**
 * A non-negative decimal string abbreviated: thousands and up with the locale's suffix and one
 * decimal (`1234.5` → `1.2k`), from 1 two decimals, smaller four (`<0.0001` below that).
 */
export function abbreviateAmount(decimal: string): string {
  const [rawInteger = '0', fraction = ''] = decimal.split('.');
  const integer = rawInteger.replace(/^0+(?=\d)/, '');
  const groups = Math.min(
    Math.floor((integer.length - 1) / DIGITS_PER_SUFFIX),
    BALANCE_SUFFIXES.length,
  );
  if (groups > 0) {
    const cut = integer.length - groups * DIGITS_PER_SUFFIX;
    const head = truncated(
      integer.slice(0, cut),
      integer.slice(cut) + fraction,
      BALANCE_ABBREVIATED_FRACTION_DIGITS,
    );
    return `${head}${abbreviationSuffixes()[groups - 1] ?? BALANCE_SUFFIXES[groups - 1]}`;
  }
  if (integer !== '0') return truncated(integer, fraction, BALANCE_FRACTION_DIGITS);
  const small = truncated('0', fraction, BALANCE_SMALL_FRACTION_DIGITS);
  if (small === '0' && /[1-9]/.test(fraction)) {
    return `<${localizeDecimal(`0.${'0'.repeat(BALANCE_SMALL_FRACTION_DIGITS - 1)}1`)}`;
  }
  return small;
}

/** A balance in base units as shown in the header and the account dialog: `1.2k ETH`. */
export function formatBalance(balance: NonNullable<AccountProfile['balance']>): string {
  const decimal = formatUnits(BigInt(balance.value), balance.decimals);
  return isolateLtr(`${abbreviateAmount(decimal)} ${balance.symbol}`);
}
