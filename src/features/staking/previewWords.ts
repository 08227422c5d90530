/** How a staking write's preview names the token, the contract and its events. */
import '@/features/onchain/previewMessages';
import { REWARD_FRACTION_DIGITS } from '@/config/constants';
import { formatApr, formatToken } from '@/features/onchain/format';
import type { IntentContext } from '@/features/onchain/hooks/useIntent';
import type { PreviewWords } from '@/features/onchain/previewText';
import { t } from '@/i18n/runtime';
import { formatLockDuration } from './amounts';
import type { StakingDashboard } from './stakingApi';

/** A staking intent's context (`useIntent`): the dashboard's chain and account, in these words. */
export function stakingIntentContext(dashboard: StakingDashboard): IntentContext {
  const { chainId, account, token, tiers } = dashboard;
  const lockOf = (tier: string | undefined) =>
    formatLockDuration(tiers.find((candidate) => candidate.id === Number(tier))?.lockDuration ?? 0);
  const words = (native: { symbol: string; decimals: number }): PreviewWords => ({
    native,
    tokens: [token],
    names: [{ address: dashboard.stakingAddress, name: t('preview.stakingContract') }],
    events: {
      Staked: ({ id = '', tier, aprBps }) =>
        t('preview.staked', { id, lock: lockOf(tier), apr: formatApr(Number(aprBps)) }),
      Unstaked: ({ id = '' }) => t('preview.unstaked', { id }),
      // What a claim pays is its transfer.
      RewardsClaimed: () => null,
      TierAprSet: ({ tier, aprBps }) =>
        t('preview.tierAprSet', { lock: lockOf(tier), apr: formatApr(Number(aprBps)) }),
      RewardsFunded: ({ amount = '0' }) =>
        t('preview.rewardsFunded', { amount: formatToken(amount, token, REWARD_FRACTION_DIGITS) }),
    },
  });
  return { chainId, account, words };
}
