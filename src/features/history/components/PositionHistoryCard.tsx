import { memo, useId, useMemo, useState } from 'react';
import { REWARD_FRACTION_DIGITS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { abbreviateAmount } from '@/features/connection/format';
import type { StakingPosition } from '@/features/hub/slice';
import { formatDateTime, formatToken } from '@/features/onchain/format';
import { formatLockDuration } from '@/features/staking/amounts';
import { useT } from '@/i18n/useT';
import type { CsvToken } from '../csv';
import { positionTimeline } from '@/features/staking/projection';
import { tickDecimal, tokenNumber } from '../series';
import type { ActivityItem, ClaimActivity, SeriesPoint } from '../types';
import { HistoryCard } from './HistoryCard';
import { LineChart } from './LineChart';

interface PositionHistoryCardProps {
  positions: readonly StakingPosition[];
  token: CsvToken;
  /** The account's activity as read (its claims mark the claimed line). */
  activity: readonly ActivityItem[];
  chainNowS: number;
}

/**
 * One open position over its life: rewards accrued (growing linearly until the end of its term)
 * and claimed (a step at each claim), now marked; the same moments as a table.
 */
export function PositionHistoryCard({
  positions,
  token,
  activity,
  chainNowS,
}: PositionHistoryCardProps) {
  const { t } = useT();
  const ids = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const position = positions.find((one) => one.id === chosen) ?? positions[0];
  const positionId = position?.id;
  const claims = useMemo(
    () =>
      activity.filter(
        (item): item is ClaimActivity => item.kind === 'claim' && item.positionId === positionId,
      ),
    [activity, positionId],
  );
  if (!position) return null;

  // The summary follows the section's clock each second; the chart's "now" moves each minute (a
  // chart of days shows no second, and drawing it each second made long tasks).
  const moments = positionTimeline(position, claims, chainNowS);
  const reward = (value: bigint | string) => formatToken(value, token, REWARD_FRACTION_DIGITS);
  const nowMoment = moments.find((moment) => moment.event === 'now');
  const end = moments.at(-1)!;

  return (
    <HistoryCard title={t('history.positionTitle')}>
      {positions.length > 1 && (
        <p className="history-card__field">
          <label htmlFor={`${ids}-position`}>{t('history.positionPick')}</label>
          <select
            id={`${ids}-position`}
            value={position.id}
            onChange={(event) => setChosen(event.target.value)}
          >
            {positions.map((one) => (
              <option key={one.id} value={one.id}>
                {t('history.positionOption', {
                  id: one.id,
                  amount: formatToken(one.amount, token, TOKEN_FRACTION_DIGITS),
                  lock: formatLockDuration(one.tier === 0 ? 0 : one.unlocksAt - one.startedAt),
                })}
              </option>
            ))}
          </select>
        </p>
      )}
      <p className="history-card__summary">
        {t('history.positionSummary', {
          accrued: reward(nowMoment?.accrued ?? (chainNowS >= end.timestamp ? end.accrued : 0n)),
          total: reward(end.accrued),
          end: formatDateTime(end.timestamp),
        })}
      </p>
      <PositionChart
        position={position}
        claims={claims}
        token={token}
        nowS={Math.floor(chainNowS / SECONDS_PER_MINUTE) * SECONDS_PER_MINUTE}
      />
    </HistoryCard>
  );
}

const SECONDS_PER_MINUTE = 60;

/** The position's chart and table at `nowS`: drawn again only when one of them changes. */
const PositionChart = memo(function PositionChart({
  position,
  claims,
  token,
  nowS,
}: {
  position: StakingPosition;
  claims: readonly ClaimActivity[];
  token: CsvToken;
  nowS: number;
}) {
  const { t } = useT();
  const moments = positionTimeline(position, claims, nowS);
  const reward = (value: bigint | string) => formatToken(value, token, REWARD_FRACTION_DIGITS);
  const points: SeriesPoint[] = moments.map((moment) => ({
    timestamp: moment.timestamp,
    values: [
      tokenNumber(moment.accrued.toString(), token.decimals),
      tokenNumber(moment.claimed.toString(), token.decimals),
    ],
    exact: [moment.accrued.toString(), moment.claimed.toString()],
  }));
  const eventNames = {
    start: t('history.event.start'),
    claim: t('history.event.claim'),
    now: t('history.event.now'),
    end: t('history.event.end'),
  };
  return (
    <LineChart
      title={t('history.positionTitle')}
      curve="linear"
      series={[
        { name: t('history.accrued'), tone: 'primary', format: reward },
        { name: t('history.claimed'), tone: 'secondary', format: reward, curve: 'step' },
      ]}
      points={points}
      now={nowS}
      formatTick={(value) => abbreviateAmount(tickDecimal(value))}
      formatTime={(timestamp) => {
        const moment = moments.find((one) => one.timestamp === timestamp);
        const date = formatDateTime(timestamp);
        return moment ? `${eventNames[moment.event]} · ${date}` : date;
      }}
    />
  );
});
