import './messages';
import { t, tCount } from '@/i18n/runtime';
import { BPS_DENOMINATOR, STAKING_YEAR_S } from '@/config/constants';
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

const DAY_S = 24 * 60 * 60;

/**
 * Gas counted for a stake that follows an approval: it cannot be estimated before the approval
 * lands. Above the largest measured stake (310,622 gas, the contract's very first stake).
 */
export const STAKE_AFTER_APPROVAL_GAS = 320_000n;

/** Gas counted for `stakeWithPermit`, which needs the signature before it can be estimated. */
export const STAKE_WITH_PERMIT_GAS = 380_000n;

/** BearStaking's FLEXIBLE_MIN_HOLD: a flexible position can be unstaked one day after it opens. */
export const FLEXIBLE_MIN_HOLD_S = DAY_S;

/** A lock duration as the tier picker names it. */
export function formatLockDuration(seconds: number): string {
  if (seconds === 0) return t('staking.flexible');
  return tCount('staking.days', seconds / DAY_S);
}
