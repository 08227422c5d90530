import { formatUnits } from 'viem';

/** An amount of native coin for display: "0.01 ETH". */
export function formatNative(value: bigint, currency: { symbol: string; decimals: number }): string {
  return `${formatUnits(value, currency.decimals)} ${currency.symbol}`;
}

/** "1 bear", "2 bears". */
export function bearCount(count: number | bigint): string {
  return `${count} ${count === 1 || count === 1n ? 'bear' : 'bears'}`;
}

/** Days, hours, minutes and seconds until a time: "2d 03h 04m 05s", "04m 05s". */
export function formatCountdown(secondsLeft: number): string {
  const total = Math.max(0, Math.floor(secondsLeft));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  const parts = [`${pad(minutes)}m`, `${pad(seconds)}s`];
  if (days > 0 || hours > 0) parts.unshift(`${pad(hours)}h`);
  if (days > 0) parts.unshift(`${days}d`);
  return parts.join(' ');
}
