import { BPS_DENOMINATOR, BPS_PER_PERCENT, STAKING_YEAR_S } from '@/config/constants';
import type { StakingPosition } from '@/features/hub/slice';

/**
 * What `position` can claim at chain time `nowS`, computed as the contract does (linear
 * accrual rounded down, stopped at the end of the reward term), so the page can let rewards
 * grow between reads without asking the chain.
 */
export function claimableAt(position: StakingPosition, nowS: number): bigint {
  const until = Math.min(Math.floor(nowS), position.rewardEndsAt);
  const elapsed = BigInt(Math.max(0, until - position.startedAt));
  const accrued =
    (BigInt(position.amount) * BigInt(position.aprBps) * elapsed) /
    (BigInt(BPS_DENOMINATOR) * BigInt(STAKING_YEAR_S));
  const claimable = accrued - BigInt(position.claimed);
  // Never below what the chain reported at the read (a local clock behind the chain's).
  const read = BigInt(position.claimable);
  return claimable > read ? claimable : read;
}

/** Base units as a grouped decimal, truncated (never rounded up) to `fractionDigits`. */
export function formatTokenAmount(value: bigint | string, decimals: number, fractionDigits: number): string {
  const units = typeof value === 'string' ? BigInt(value) : value;
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals) || '0';
  const fraction = digits.slice(digits.length - decimals, digits.length - decimals + fractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed === '' ? grouped : `${grouped}.${trimmed}`;
}

/** An APR in basis points as a percentage: 2500 → '25 %', 350 → '3.5 %'. */
export function formatApr(aprBps: number): string {
  return `${(aprBps / BPS_PER_PERCENT).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
}

const DAY_S = 24 * 60 * 60;
const HOUR_S = 60 * 60;
const MINUTE_S = 60;

/** A lock duration as the tier picker names it. */
export function formatLockDuration(seconds: number): string {
  if (seconds === 0) return 'Flexible';
  const days = seconds / DAY_S;
  return `${days} day${days === 1 ? '' : 's'}`;
}

/** Time left until an unlock, e.g. '6d 23h 59m 10s'; empty when it is over. */
export function formatCountdown(secondsLeft: number): string {
  const left = Math.max(0, Math.ceil(secondsLeft));
  if (left === 0) return '';
  const days = Math.floor(left / DAY_S);
  const hours = Math.floor((left % DAY_S) / HOUR_S);
  const minutes = Math.floor((left % HOUR_S) / MINUTE_S);
  const seconds = left % MINUTE_S;
  return [days ? `${days}d` : '', days || hours ? `${hours}h` : '', `${minutes}m`, `${seconds}s`]
    .filter(Boolean)
    .join(' ');
}
