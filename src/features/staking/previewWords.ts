/** How a staking write's preview names the token, the contract and its events. */
import '@/features/onchain/previewMessages';
import { REWARD_FRACTION_DIGITS } from '@/config/constants';
import { formatApr, formatToken } from '@/features/onchain/format';
import type { IntentContext } from '@/features/onchain/hooks/useIntent';
import type { PreviewWords } from '@/features/onchain/previewText';
import { t } from '@/i18n/runtime';
import { formatLockDuration } from './amounts';
import type { StakingDashboard } from './stakingApi';

function stakingPreviewWords(
  dashboard: StakingDashboard,
  native: { symbol: string; decimals: number },
): PreviewWords {
  const lockOf = (tier: string | undefined) =>
    formatLockDuration(
      dashboard.tiers.find((candidate) => candidate.id === Number(tier))?.lockDuration ?? 0,
    );
  return {
    native,
    tokens: [dashboard.token],
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
        t('preview.rewardsFunded', {
          amount: formatToken(amount, dashboard.token, REWARD_FRACTION_DIGITS),
        }),
    },
  };
}

/** A staking intent's context (`useIntent`): the dashboard's chain and account, in these words. */
export function stakingIntentContext(dashboard: StakingDashboard): IntentContext {
  const { chainId, account } = dashboard;
  return { chainId, account, words: (native) => stakingPreviewWords(dashboard, native) };
}
