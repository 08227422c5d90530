import { memo, useId, useMemo, useState } from 'react';
import { REWARD_FRACTION_DIGITS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import type { StakingPosition } from '@/features/hub/slice';
import { formatDateTime, formatToken } from '@/features/onchain/format';
import { formatLockDuration } from '@/features/staking/amounts';
import { positionTimeline } from '@/features/staking/projection';
import { useT } from '@/i18n/useT';
import type { CsvToken } from '../csv';
import { closedAccruing, closedPositionTimeline, type ClosedMoment } from '../rewards';
import { seriesPoint, tokenNumber } from '../series';
import type { ActivityItem, ClaimActivity, ClosedPosition } from '../types';
import { HistoryCard } from './HistoryCard';
import { LineChart } from './LineChart';

interface PositionHistoryCardProps {
  /** Open positions, as the chain's read lists them. */
  positions: readonly StakingPosition[];
  closed: readonly ClosedPosition[];
  /** The flexible tier's reward term (s): a closed flexible position accrued at most this long. */
  flexibleRewardS: number;
  token: CsvToken;
  /** Its claims mark the claimed line. */
  activity: readonly ActivityItem[];
  chainNowS: number;
  nowS: number;
}

/** One position's rewards accrued and claimed over its life, to now or its close. */
export function PositionHistoryCard(props: PositionHistoryCardProps) {
  const { positions, closed, flexibleRewardS, token, activity, chainNowS } = props;
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
  const reward = (value: bigint | string) => formatToken(value, token, REWARD_FRACTION_DIGITS);
  let summary: string;
  if (closedPosition) {
    summary = t('history.closedSummary', {
      date: formatDateTime(closedPosition.timestamp),
      earned: reward(closedPosition.earned),
    });
  } else if (position) {
    const moments = positionTimeline(position, claims, chainNowS);
    const nowMoment = moments.find((moment) => moment.event === 'now');
    const end = moments.at(-1)!;
    summary = t('history.positionSummary', {
      accrued: reward(nowMoment?.accrued ?? (chainNowS >= end.timestamp ? end.accrued : 0n)),
      total: reward(end.accrued),
      end: formatDateTime(end.timestamp),
    });
  } else {
    return null;
  }
  const option = (id: string, amount: string, tier: number, lockSeconds: number) => (
    <option key={id} value={id}>
      {t('history.positionOption', {
        id,
        amount: formatToken(amount, token, TOKEN_FRACTION_DIGITS),
        lock: formatLockDuration(tier === 0 ? 0 : lockSeconds),
      })}
    </option>
  );

  return (
    <HistoryCard title={t('history.positionTitle')}>
      {open.length + closed.length > 1 && (
        <p className="history-card__field">
          <label htmlFor={`${ids}-position`}>{t('history.positionPick')}</label>
          <select
            id={`${ids}-position`}
            value={positionId}
            onChange={(event) => setChosen(event.target.value)}
          >
            {open.length > 0 && (
              <optgroup label={t('history.positionOpen')}>
                {open.map((one) =>
                  option(one.id, one.amount, one.tier, one.unlocksAt - one.startedAt),
                )}
              </optgroup>
            )}
            {closed.length > 0 && (
              <optgroup label={t('history.positionClosed')}>
                {closed.map((one) => option(one.positionId, one.amount, one.tier, one.lockSeconds))}
              </optgroup>
            )}
          </select>
        </p>
      )}
      <p className="history-card__summary">{summary}</p>
      {/* The summary follows the section's clock each second; the chart's "now" each minute (a
          chart of days shows no second, and drawing it each second made long tasks). */}
      <PositionChart
        position={closedPosition ?? position!}
        claims={claims}
        token={token}
        flexibleRewardS={flexibleRewardS}
        nowS={closedPosition ? undefined : props.nowS}
      />
    </HistoryCard>
  );
}

/** Drawn again only when its own data changes. */
const PositionChart = memo(function PositionChart(props: {
  position: StakingPosition | ClosedPosition;
  claims: readonly ClaimActivity[];
  token: CsvToken;
  flexibleRewardS: number;
  nowS: number | undefined;
}) {
  const { position, claims, token, nowS } = props;
  const { t } = useT();
  const moments: readonly ClosedMoment[] =
    'positionId' in position
      ? closedPositionTimeline(position, closedAccruing(position, props.flexibleRewardS), claims)
      : positionTimeline(position, claims, nowS!);
  const reward = (value: bigint | string) => formatToken(value, token, REWARD_FRACTION_DIGITS);
  return (
    <LineChart
      title={t('history.positionTitle')}
      curve="linear"
      series={[
        { name: t('history.accrued'), tone: 'primary', format: reward },
        { name: t('history.claimed'), tone: 'secondary', format: reward, curve: 'step' },
      ]}
      points={moments.map(({ timestamp, accrued, claimed }) =>
        seriesPoint(timestamp, [accrued.toString(), claimed.toString()], (exact) =>
          tokenNumber(exact, token.decimals),
        ),
      )}
      now={nowS}
      formatTime={(timestamp) => {
        const moment = moments.find((one) => one.timestamp === timestamp);
        const date = formatDateTime(timestamp);
        return moment ? `${t(`history.event.${moment.event}`)} · ${date}` : date;
      }}
    />
  );
});
