import '../messages';
import { useAppSelector } from '@/app/hooks';
import { Fact } from '@/components/ui/Fact';
import { TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { selectTotalDeposited, selectTotalLock } from '@/features/hub/selectors';
import { formatApr, formatToken } from '@/features/onchain/format';
import { formatLockDuration } from '../amounts';
import type { StakingDashboard } from '../stakingApi';
import { useT } from '@/i18n/useT';

/** The pool: its totals from the application state; the reward pool and tiers from the read. */
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
        <Fact label={t('staking.totalDeposited')}>{amount(totalDeposited)}</Fact>
        <Fact label={t('staking.totalLocked')}>{amount(totalLock)}</Fact>
        <Fact label={t('staking.rewardPool')}>{amount(dashboard.stats.rewardPool)}</Fact>
      </dl>
      <h4>{t('staking.aprPerPeriod')}</h4>
      <dl className="staking-stats__tiers">
        {dashboard.tiers.map((tier) => (
          <Fact key={tier.id} label={formatLockDuration(tier.lockDuration)}>
            {formatApr(tier.aprBps)}
          </Fact>
        ))}
      </dl>
    </section>
  );
}
