import '@/features/history/messages';
import '../../../../styles/components/_history.scss';
import { useId, useState } from 'react';
import {
  CHART_HEIGHT_PX,
  CHART_WIDTH_PX,
  PROJECTION_FLEXIBLE_HORIZONS_DAYS,
  REWARD_FRACTION_DIGITS,
} from '@/config/constants';
import { abbreviateAmount, formatUnits } from '@/features/connection/format';
import { projectEarnings, type TierProjection } from '@/features/staking/projection';
import { formatApr, formatDateTime, formatToken } from '@/features/onchain/format';
import { directionOf } from '@/i18n/locales';
import { tCount } from '@/i18n/runtime';
import { useLocale } from '@/i18n/useLocale';
import { useT } from '@/i18n/useT';
import { DAY_S, formatLockDuration } from '../amounts';
import type { StakingDashboard } from '../stakingApi';
import { DataTable } from '@/components/ui/TableHead';

/** The bars' box: room for labels above and below each bar. */
const BAR_AREA = { top: 20, bottom: 36, gap: 0.3 };
const BAR_CHART_HEIGHT_PX = CHART_HEIGHT_PX * 0.75;

/** Each tier's rewards for the amount typed, to its unlock (flexible: a chosen horizon): bars. */
export function EarningsProjection(props: {
  dashboard: Pick<StakingDashboard, 'tiers' | 'token' | 'stats'>;
  /** Null while the amount typed is empty or invalid. */
  amount: bigint | null;
  chainNowS: number;
}) {
  const { dashboard, amount, chainNowS } = props;
  const { t } = useT();
  const locale = useLocale();
  const ids = useId();
  const [horizonDays, setHorizonDays] = useState<number>(PROJECTION_FLEXIBLE_HORIZONS_DAYS.at(-1)!);
  const { token, tiers, stats } = dashboard;
  const rtl = directionOf(locale) === 'rtl';

  // A visitor's read has the flexible share only.
  const flexibleLimit = stats.flexibleRewardAvailableTo ?? stats.flexibleRewardAvailable;
  const projections =
    amount !== null && amount > 0n
      ? projectEarnings(
          amount,
          tiers,
          horizonDays * DAY_S,
          BigInt(stats.rewardPool),
          flexibleLimit === undefined ? null : BigInt(flexibleLimit),
        )
      : [];
  // Said after a figure the contract would refuse to reserve.
  const uncovered = ({ coveredByPool, limitedBy }: TierProjection) => {
    if (coveredByPool) return '';
    const flexible = limitedBy === 'flexible';
    return ` (${t(flexible ? 'projection.flexibleNotCovered' : 'projection.notCovered')})`;
  };
  const reward = (value: bigint) => formatToken(value, token, REWARD_FRACTION_DIGITS);
  const lockOf = (projection: TierProjection) =>
    tiers.find((one) => one.id === projection.tier)?.lockDuration ?? 0;
  const lockName = (projection: TierProjection) =>
    lockOf(projection) === 0
      ? t('projection.flexibleOver', { period: tCount('staking.days', horizonDays) })
      : formatLockDuration(lockOf(projection));

  const top = projections.reduce((max, one) => (one.reward > max ? one.reward : max), 0n);
  const slot = CHART_WIDTH_PX / Math.max(1, projections.length);
  const plotHeight = BAR_CHART_HEIGHT_PX - BAR_AREA.top - BAR_AREA.bottom;
  const heightOf = (value: bigint) =>
    top === 0n ? 0 : (Number((value * 1_000_000n) / top) / 1_000_000) * plotHeight;

  return (
    <section className="projection" aria-labelledby={`${ids}-title`}>
      <h4 id={`${ids}-title`}>{t('projection.title')}</h4>
      <p className="history-card__field">
        <label htmlFor={`${ids}-horizon`}>{t('projection.horizon')}</label>
        <select
          id={`${ids}-horizon`}
          value={horizonDays}
          onChange={(event) => setHorizonDays(Number(event.target.value))}
        >
          {PROJECTION_FLEXIBLE_HORIZONS_DAYS.map((days) => (
            <option key={days} value={days}>
              {tCount('staking.days', days)}
            </option>
          ))}
        </select>
      </p>
      {projections.length === 0 ? (
        <p className="projection__note">{t('projection.enterAmount')}</p>
      ) : (
        <>
          <svg
            className="projection__bars"
            viewBox={`0 0 ${CHART_WIDTH_PX} ${BAR_CHART_HEIGHT_PX}`}
            role="group"
            aria-label={t('projection.title')}
          >
            {projections.map((projection, index) => {
              const position = rtl ? projections.length - 1 - index : index;
              const width = slot * (1 - BAR_AREA.gap);
              const x = position * slot + (slot - width) / 2;
              const height = heightOf(projection.reward);
              const y = BAR_CHART_HEIGHT_PX - BAR_AREA.bottom - height;
              const label = t('projection.bar', {
                lock: lockName(projection),
                reward: reward(projection.reward),
                apr: formatApr(projection.aprBps),
              });
              return (
                <g
                  key={projection.tier}
                  className={`projection__bar${projection.coveredByPool ? '' : ' projection__bar--uncovered'}`}
                  tabIndex={0}
                  role="img"
                  aria-label={label + uncovered(projection)}
                >
                  <title>{label}</title>
                  <rect x={x} y={y} width={width} height={Math.max(height, 1)} rx={4} />
                  <text x={x + width / 2} y={y - 6} textAnchor="middle" aria-hidden="true">
                    {abbreviateAmount(formatUnits(projection.reward, token.decimals))}
                  </text>
                  <text
                    x={x + width / 2}
                    y={BAR_CHART_HEIGHT_PX - BAR_AREA.bottom + 16}
                    textAnchor="middle"
                    aria-hidden="true"
                  >
                    {formatLockDuration(lockOf(projection))}
                  </text>
                </g>
              );
            })}
          </svg>
          <details className="chart__table">
            <summary>{t('history.showTable')}</summary>
            <DataTable
              data-testid="projection-table"
              caption={t('projection.title')}
              columns={[
                t('projection.lock'),
                t('projection.rewards'),
                t('projection.total'),
                t('projection.until'),
              ]}
            >
              {projections.map((projection) => (
                <tr key={projection.tier} data-tier={projection.tier}>
                  <th scope="row">{lockName(projection)}</th>
                  <td data-reward={projection.reward.toString()}>
                    {reward(projection.reward)}
                    {uncovered(projection)}
                  </td>
                  <td>{reward(projection.total)}</td>
                  <td>{formatDateTime(Math.floor(chainNowS) + projection.seconds)}</td>
                </tr>
              ))}
            </DataTable>
          </details>
        </>
      )}
      <p className="projection__note">{t('projection.rule')}</p>
    </section>
  );
}
