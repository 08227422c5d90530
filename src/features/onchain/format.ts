import { BPS_PER_PERCENT } from '@/config/constants';
import { formatDateTimeMs, formatDecimalNumber, isolateLtr, localizeDecimal } from '@/i18n/format';
import { t } from '@/i18n/runtime';

export { formatInteger } from '@/i18n/format';

const SECONDS_PER_DAY = 86_400;
const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_MINUTE = 60;
const MS_PER_S = 1_000;

/** Base units as a localized decimal, truncated (never rounded up) to `fractionDigits`. */
export function formatTokenAmount(
  value: bigint | string,
  decimals: number,
  fractionDigits: number,
): string {
  const units = typeof value === 'string' ? BigInt(value) : value;
  const digits = units.toString().padStart(decimals + 1, '0');
  const point = digits.length - decimals;
  const whole = digits.slice(0, point) || '0';
  const fraction = digits.slice(point, point + fractionDigits);
  const trimmed = fraction.replace(/0+$/, '');
  return localizeDecimal(trimmed === '' ? whole : `${whole}.${trimmed}`);
}

/** An amount with its symbol, truncated to `fractionDigits`: "1,000.5 BHT". */
export function formatToken(
  value: bigint | string,
  token: { symbol: string; decimals: number },
  fractionDigits: number,
): string {
  return isolateLtr(`${formatTokenAmount(value, token.decimals, fractionDigits)} ${token.symbol}`);
}

/** An amount of a chain's native coin, every digit: "0.01 ETH". */
export function formatNative(value: bigint, currency: { symbol: string; decimals: number }) {
  return formatToken(value, currency, currency.decimals);
}

/** An APR in basis points as a percentage: 2500 → '25 %', 350 → '3.5 %' (in English). */
export function formatApr(aprBps: number): string {
  return t('number.percent', { value: formatDecimalNumber(aprBps / BPS_PER_PERCENT, 2) });
}

/** A Unix time (seconds) as the pages show dates, in the visitor's locale. */
export function formatDateTime(unixSeconds: number | bigint): string {
  return formatDateTimeMs(Number(unixSeconds) * MS_PER_S);
}

/**
 * Time left, rounded up to the second ("6d 0h 0m 5s"; empty when over); `fixedWidth` pads to two
 * digits for a clock that redraws in place ("01h 00m 05s").
 */
export function formatCountdown(secondsLeft: number, { fixedWidth = false } = {}): string {
  const left = Math.max(0, Math.ceil(secondsLeft));
  if (left === 0) return '';
  const days = Math.floor(left / SECONDS_PER_DAY);
  const hours = Math.floor((left % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const minutes = Math.floor((left % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const seconds = left % SECONDS_PER_MINUTE;
  const unit = (value: number, key: 'time.hours' | 'time.minutes' | 'time.seconds') =>
    t(key, { n: fixedWidth ? String(value).padStart(2, '0') : value });
  const parts = [unit(minutes, 'time.minutes'), unit(seconds, 'time.seconds')];
  if (days > 0 || hours > 0) parts.unshift(unit(hours, 'time.hours'));
  if (days > 0) parts.unshift(t('time.days', { n: days }));
  return parts.join(' ');
}
