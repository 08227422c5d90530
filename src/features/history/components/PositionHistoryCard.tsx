import { memo, useId, useMemo, useState } from 'react';
import { REWARD_FRACTION_DIGITS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { abbreviateAmount } from '@/features/connection/format';
import type { StakingPosition } from '@/features/hub/slice';
import { formatDateTime, formatToken } from '@/features/onchain/format';
import { formatLockDuration } from '@/features/staking/amounts';
import { useT } from '@/i18n/useT';
import type { CsvToken } from '../csv';
import { positionTimeline } from '@/features/staking/projection';
import { closedAccruing, closedPositionTimeline, type ClosedMoment } from '../rewards';
import { tickDecimal, tokenNumber } from '../series';
import type { ActivityItem, ClaimActivity, ClosedPosition, SeriesPoint } from '../types';
import { HistoryCard } from './HistoryCard';
import { LineChart } from './LineChart';

interface PositionHistoryCardProps {
  /** Open positions, as the chain's read lists them. */
  positions: readonly StakingPosition[];
  /** Closed positions, the latest closed first, as the indexer lists them. */
  closed: readonly ClosedPosition[];
  /** The flexible tier's reward term (s): a closed flexible position accrued at most this long. */
  flexibleRewardS: number;
  token: CsvToken;
  /** The account's activity as read (its claims mark the claimed line). */
  activity: readonly ActivityItem[];
  chainNowS: number;
}

/**
 * One position over its life: rewards accrued (growing linearly until the end of its term, or
 * its close) and claimed (a step at each claim); an open one with now marked, a closed one to
 * its close, which paid the rest; the same moments as a table.
 */
export function PositionHistoryCard({
  positions,
  closed,
  flexibleRewardS,
  token,
  activity,
  chainNowS,
}: PositionHistoryCardProps) {
  const { t } = useT();
  const ids = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  // A position the chain still lists as open may already be closed in the indexer's newer block.
  const open = useMemo(() => {
    const closedIds = new Set(closed.map((one) => one.positionId));
    return positions.filter((one) => !closedIds.has(one.id));
  }, [positions, closed]);
  const closedChosen = closed.find((one) => one.positionId === chosen);
  const position = closedChosen ? undefined : (open.find((one) => one.id === chosen) ?? open[0]);
  const closedPosition = closedChosen ?? (position ? undefined : closed[0]);
  const positionId = position?.id ?? closedPosition?.positionId;
  const claims = useMemo(
    () =>
      activity.filter(
        (item): item is ClaimActivity => item.kind === 'claim' && item.positionId === positionId,
      ),
    [activity, positionId],
  );
  if (!positionId) return null;
  const option = (id: string, amount: string, tier: number, lockSeconds: number) => (
    <option key={id} value={id}>
      {t('history.positionOption', {
        id,
        amount: formatToken(amount, token, TOKEN_FRACTION_DIGITS),
        lock: formatLockDuration(tier === 0 ? 0 : lockSeconds),
      })}
    </option>
  );
  const picker = open.length + closed.length > 1 && (
    <p className="history-card__field">
      <label htmlFor={`${ids}-position`}>{t('history.positionPick')}</label>
      <select
        id={`${ids}-position`}
        value={positionId}
        onChange={(event) => setChosen(event.target.value)}
      >
        {open.length > 0 && (
          <optgroup label={t('history.positionOpen')}>
            {open.map((one) => option(one.id, one.amount, one.tier, one.unlocksAt - one.startedAt))}
          </optgroup>
        )}
        {closed.length > 0 && (
          <optgroup label={t('history.positionClosed')}>
            {closed.map((one) => option(one.positionId, one.amount, one.tier, one.lockSeconds))}
          </optgroup>
        )}
      </select>
    </p>
  );

  if (closedPosition) {
    return (
      <HistoryCard title={t('history.positionTitle')}>
        {picker}
        <p className="history-card__summary">
          {t('history.closedSummary', {
            date: formatDateTime(closedPosition.timestamp),
            earned: formatToken(closedPosition.earned, token, REWARD_FRACTION_DIGITS),
          })}
        </p>
        <ClosedPositionChart
          position={closedPosition}
          claims={claims}
          token={token}
          flexibleRewardS={flexibleRewardS}
        />
      </HistoryCard>
    );
  }
  if (!position) return null;

  // The summary follows the section's clock each second; the chart's "now" moves each minute (a
  // chart of days shows no second, and drawing it each second made long tasks).
  const moments = positionTimeline(position, claims, chainNowS);
  const reward = (value: bigint | string) => formatToken(value, token, REWARD_FRACTION_DIGITS);
  const nowMoment = moments.find((moment) => moment.event === 'now');
  const end = moments.at(-1)!;

  return (
    <HistoryCard title={t('history.positionTitle')}>
      {picker}
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
  return (
    <MomentsChart moments={positionTimeline(position, claims, nowS)} token={token} nowS={nowS} />
  );
});

/** A closed position's chart and table, to its close. */
const ClosedPositionChart = memo(function ClosedPositionChart({
  position,
  claims,
  token,
  flexibleRewardS,
}: {
  position: ClosedPosition;
  claims: readonly ClaimActivity[];
  token: CsvToken;
  flexibleRewardS: number;
}) {
  const moments = closedPositionTimeline(
    position,
    closedAccruing(position, flexibleRewardS),
    claims,
  );
  return <MomentsChart moments={moments} token={token} />;
});

/** A position's moments as a chart of what it had accrued and what had been claimed. */
function MomentsChart({
  moments,
  token,
  nowS,
}: {
  moments: readonly (Omit<ClosedMoment, 'event'> & { event: ClosedMoment['event'] | 'now' })[];
  token: CsvToken;
  nowS?: number;
}) {
  const { t } = useT();
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
    close: t('history.event.close'),
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
}
