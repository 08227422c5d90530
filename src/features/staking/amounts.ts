import './messages';
import { t, tCount } from '@/i18n/runtime';

export const DAY_S = 24 * 60 * 60;

/** BearStaking's FLEXIBLE_MIN_HOLD: a flexible position can be unstaked one day after it opens. */
export const FLEXIBLE_MIN_HOLD_S = DAY_S;

/** A lock duration as the tier picker names it. */
export function formatLockDuration(seconds: number): string {
  return seconds === 0 ? t('staking.flexible') : tCount('staking.days', seconds / DAY_S);
}
