import '../messages';
import '../ownerMessages';
import '../../../../styles/components/_owner-console.scss';
import { shortAddress } from '@/features/connection/format';
import { useT } from '@/i18n/useT';
import { VISITOR_ACCOUNT } from '../selectors';
import { useGetStakingRulesQuery, type StakingDashboard } from '../stakingApi';
import { FundRewardsForm } from './FundRewardsForm';
import { RewardSplit } from './RewardSplit';
import { TierAprSettings } from './TierAprSettings';

/** The contract owner's console: the rewards' split, funding them, and each tier's APR. */
export function StakingOwnerConsole({ dashboard }: { dashboard: StakingDashboard }) {
  const { t } = useT();
  const rules = useGetStakingRulesQuery({ chainId: dashboard.chainId });
  const handingOver = dashboard.pendingOwner.toLowerCase() !== VISITOR_ACCOUNT;
  return (
    <section className="owner-console" aria-labelledby="staking-owner-title">
      <header className="owner-console__header">
        <p className="owner-console__badge">{t('stakingOwner.onlyYou')}</p>
        <h2 id="staking-owner-title">{t('stakingOwner.title')}</h2>
        <p>{t('stakingOwner.intro', { address: shortAddress(dashboard.stakingAddress) })}</p>
        {handingOver && (
          <p className="owner-console__note" role="note">
            {t('stakingOwner.handingOver', { address: shortAddress(dashboard.pendingOwner) })}
          </p>
        )}
      </header>
      <div className="owner-console__settings">
        <RewardSplit dashboard={dashboard} rules={rules.data} />
        <FundRewardsForm dashboard={dashboard} />
        <TierAprSettings dashboard={dashboard} maxAprBps={rules.data?.maxAprBps} />
      </div>
    </section>
  );
}
