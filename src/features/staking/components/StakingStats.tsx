import '../messages';
import { useAppSelector } from '@/app/hooks';
import { TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { selectTotalDeposited, selectTotalLock } from '@/features/hub/selectors';
import { formatApr, formatToken } from '@/features/onchain/format';
import { formatLockDuration } from '../amounts';
import type { StakingDashboard } from '../stakingApi';
import { useT } from '@/i18n/useT';

/**
 * The pool: its totals are the application state's `totalDeposited` and `totalLock`; the reward
 * pool and the tiers, which the application state does not hold, come with the same read.
 */
export function StakingStats({ dashboard }: { dashboard: StakingDashboard }) {
  const { t } = useT();
  const totalDeposited = useAppSelector(selectTotalDeposited);
  const totalLock = useAppSelector(selectTotalLock);
  const amount = (value: string | null) =>
    value === null ? '…' : formatToken(value, dashboard.token, TOKEN_FRACTION_DIGITS);
  return (
    <section className="staking-card staking-stats" aria-labelledby="staking-stats-title">
      <h3 id="staking-stats-title">{t('staking.pool')}</h3>
      <dl className="staking-stats__list">
        <div>
          <dt>{t('staking.totalDeposited')}</dt>
          <dd>{amount(totalDeposited)}</dd>
        </div>
        <div>
          <dt>{t('staking.totalLocked')}</dt>
          <dd>{amount(totalLock)}</dd>
        </div>
        <div>
          <dt>{t('staking.rewardPool')}</dt>
          <dd>{amount(dashboard.stats.rewardPool)}</dd>
        </div>
      </dl>
      <h4>{t('staking.aprPerPeriod')}</h4>
      <dl className="staking-stats__tiers">
        {dashboard.tiers.map((tier) => (
          <div key={tier.id}>
            <dt>{formatLockDuration(tier.lockDuration)}</dt>
            <dd>{formatApr(tier.aprBps)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
