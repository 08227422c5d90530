import '../messages';
import '../ownerMessages';
import { Fact } from '@/components/ui/Fact';
import { BPS_DENOMINATOR, BPS_PER_PERCENT, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { formatApr, formatToken } from '@/features/onchain/format';
import { useT } from '@/i18n/useT';
import type { StakingDashboard, StakingRules } from '../stakingApi';

/** A part of a whole in basis points, for the bar's widths (0 when the whole is 0). */
export function shareBps(part: bigint, whole: bigint): number {
  return whole === 0n ? 0 : Number((part * BigInt(BPS_DENOMINATOR)) / whole);
}

/** The rewards the contract holds: reserved by live stakes, and free for new stakes. */
export function RewardSplit({
  dashboard,
  rules,
}: {
  dashboard: StakingDashboard;
  rules: StakingRules | undefined;
}) {
  const { t } = useT();
  const { stats, token } = dashboard;
  const reserved = BigInt(stats.rewardsReserved);
  const free = BigInt(stats.rewardPool);
  const amount = (value: string | bigint) => formatToken(value, token, TOKEN_FRACTION_DIGITS);
  const reservedBps = shareBps(reserved, reserved + free);
  const percent = (bps: number) => `${bps / BPS_PER_PERCENT}%`;
  return (
    <section className="owner-setting" aria-labelledby="staking-owner-split-title">
      <div className="owner-setting__about">
        <h3 id="staking-owner-split-title">{t('stakingOwner.splitTitle')}</h3>
        <p>{t('stakingOwner.splitAbout')}</p>
      </div>
      <div className="owner-setting__body">
        {/* The figures below say the same in words. */}
        <div className="reward-split" aria-hidden="true">
          <span className="reward-split__reserved" style={{ width: percent(reservedBps) }} />
          <span className="reward-split__free" />
        </div>
        <dl className="owner-facts owner-facts--pairs">
          <Fact label={t('stakingOwner.reserved')} className="owner-facts__reserved">
            {amount(reserved)}
            <small>
              {t('stakingOwner.reservedFlexible', {
                amount: amount(stats.flexibleRewardsReserved),
              })}
            </small>
          </Fact>
          <Fact label={t('stakingOwner.free')} className="owner-facts__free">
            {amount(free)}
            <small>
              {rules
                ? t('stakingOwner.freeFlexible', {
                    amount: amount(stats.flexibleRewardAvailable),
                    share: formatApr(rules.flexiblePoolShareBps),
                  })
                : t('stakingOwner.freeFlexibleNow', {
                    amount: amount(stats.flexibleRewardAvailable),
                  })}
            </small>
          </Fact>
          <Fact label={t('stakingOwner.funded')}>{amount(stats.rewardsFunded)}</Fact>
          <Fact label={t('stakingOwner.paid')}>{amount(stats.rewardsPaid)}</Fact>
        </dl>
      </div>
    </section>
  );
}
