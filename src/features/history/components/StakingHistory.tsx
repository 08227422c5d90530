import '../messages';
import '../../../../styles/components/_history.scss';
import { memo, useCallback, useState } from 'react';
import {
  ACTIVITY_PAGE_ROWS,
  BPS_PER_PERCENT,
  REWARD_DAYS_SHOWN,
  TOKEN_FRACTION_DIGITS,
} from '@/config/constants';
import { formatApr, formatDateTime, formatToken } from '@/features/onchain/format';
import { DAY_S, formatLockDuration } from '@/features/staking/amounts';
import type { StakingDashboard } from '@/features/staking/stakingApi';
import { useT } from '@/i18n/useT';
import {
  useGetAccountActivityQuery,
  useGetAccountRewardsQuery,
  useGetPoolHistoryQuery,
} from '../historyApi';
import { utcDayStart } from '../rewards';
import type { ClosedPosition } from '../types';
import { ActivityCard } from './ActivityCard';
import { HistoryCard, IndexerRead } from './HistoryCard';
import { IndexedHistory } from './IndexedHistory';
import { CHART_TONES, LineChart } from './LineChart';
import { PositionHistoryCard } from './PositionHistoryCard';
import { RewardsCard } from './RewardsCard';

interface StakingHistoryProps {
  indexerUrl: string;
  dashboard: StakingDashboard;
  /** The connected account's own parts too (activity, positions). */
  ready: boolean;
  chainNowS: number;
}

/** The parts move with the minute, not the section's second: a chart of days shows no second. */
const toMinute = (seconds: number) => seconds - (seconds % 60);

/** The pool and its APRs over time, and the account's rewards, positions and activity. */
export function StakingHistory({ indexerUrl, dashboard, ready, chainNowS }: StakingHistoryProps) {
  return (
    <IndexedHistory
      indexerUrl={indexerUrl}
      chainId={dashboard.chainId}
      headTimeS={dashboard.timestamp}
      account={ready ? dashboard.account : undefined}
      className="history"
    >
      {(changes) => (
        <>
          <PoolHistoryCard
            indexerUrl={indexerUrl}
            dashboard={dashboard}
            version={changes.staking}
          />
          <AprHistoryCard
            indexerUrl={indexerUrl}
            decimals={dashboard.token.decimals}
            tiers={dashboard.tiers}
            version={changes.staking}
            nowS={toMinute(chainNowS)}
          />
          {ready && (
            <AccountHistory
              indexerUrl={indexerUrl}
              dashboard={dashboard}
              chainNowS={chainNowS}
              version={changes.account ?? null}
            />
          )}
        </>
      )}
    </IndexedHistory>
  );
}

const NO_CLOSED_POSITIONS: ClosedPosition[] = [];

/** The account's rewards, positions and activity (the indexer's reads, and the chain's positions). */
const AccountHistory = memo(function AccountHistory(
  props: Omit<StakingHistoryProps, 'ready'> & { version: number | null },
) {
  const { indexerUrl, chainNowS, version } = props;
  const { account, token, positions, chainId } = props.dashboard;
  const [pages, setPages] = useState(1);
  const showMore = useCallback(() => setPages((count) => count + 1), []);
  const read = { baseUrl: indexerUrl, version, account };
  const activity = useGetAccountActivityQuery({ ...read, pages, limit: ACTIVITY_PAGE_ROWS });
  const nowS = toMinute(chainNowS);
  // The rewards chart's first day: moves once a day.
  const since = utcDayStart(nowS) - (REWARD_DAYS_SHOWN - 1) * DAY_S;
  const rewards = useGetAccountRewardsQuery({ ...read, since });
  const closed = rewards.data?.closed ?? NO_CLOSED_POSITIONS;
  const flexibleRewardS =
    props.dashboard.tiers.find((tier) => tier.lockDuration === 0)?.rewardDuration ?? 0;
  const both = { token, flexibleRewardS, nowS };
  return (
    <>
      {(positions.length > 0 || closed.length > 0) && (
        <>
          <RewardsCard rewards={rewards} open={positions} {...both} />
          <PositionHistoryCard
            positions={positions}
            closed={closed}
            activity={activity.data?.items ?? []}
            chainNowS={chainNowS}
            {...both}
          />
        </>
      )}
      <ActivityCard
        indexerUrl={indexerUrl}
        chainId={chainId}
        account={account}
        token={token}
        activity={activity}
        onShowMore={showMore}
      />
    </>
  );
});

/** Total deposited and locked over time, APR changes marked. */
const PoolHistoryCard = memo(function PoolHistoryCard(
  props: Pick<StakingHistoryProps, 'indexerUrl' | 'dashboard'> & { version: number | null },
) {
  const { t } = useT();
  const { token, timestamp } = props.dashboard;
  const { version } = props;
  const history = useGetPoolHistoryQuery({
    baseUrl: props.indexerUrl,
    decimals: token.decimals,
    version,
  });
  const amount = (exact: string) => formatToken(exact, token, TOKEN_FRACTION_DIGITS);
  return (
    <HistoryCard title={t('history.poolTitle')}>
      <IndexerRead query={history}>
        {({ points, aprChanges }) => {
          const latest = points.at(-1);
          return (
            <div className="pool-history">
              {latest && (
                <p className="history-card__summary pool-history__summary">
                  {t('history.poolSummary', {
                    deposited: amount(latest.exact[0]!),
                    locked: amount(latest.exact[1]!),
                  })}
                </p>
              )}
              <div className="pool-history__chart">
                <LineChart
                  title={t('history.poolTitle')}
                  series={[
                    { name: t('staking.totalDeposited'), tone: 'primary', format: amount },
                    { name: t('staking.totalLocked'), tone: 'secondary', format: amount },
                  ]}
                  points={points}
                  until={timestamp}
                  marks={aprChanges.map((change) => ({
                    timestamp: change.timestamp,
                    label: t('history.aprMark'),
                  }))}
                  formatTime={formatDateTime}
                />
              </div>
            </div>
          );
        }}
      </IndexerRead>
    </HistoryCard>
  );
});

/** Each lock period's APR over time (the pool's read: one request for both cards). */
const AprHistoryCard = memo(function AprHistoryCard(props: {
  indexerUrl: string;
  decimals: number;
  tiers: StakingDashboard['tiers'];
  version: number | null;
  /** The lines run to it. */
  nowS: number;
}) {
  const { tiers, decimals, version } = props;
  const { t } = useT();
  const history = useGetPoolHistoryQuery({ baseUrl: props.indexerUrl, decimals, version });
  const lockOf = (tier: number) =>
    formatLockDuration(tiers.find((one) => one.id === tier)?.lockDuration ?? 0);
  const apr = (exact: string) => formatApr(Number(exact));
  return (
    <HistoryCard title={t('history.aprTitle')} className="apr-history">
      <IndexerRead query={history}>
        {({ aprs, aprChanges }) => (
          <>
            <LineChart
              title={t('history.aprTitle')}
              series={aprs.tiers.map((tier, index) => ({
                name: lockOf(tier),
                tone: CHART_TONES[index % CHART_TONES.length]!,
                format: apr,
              }))}
              points={aprs.points}
              until={props.nowS}
              formatTick={(value) => formatApr(Math.round(value * BPS_PER_PERCENT))}
              formatTime={formatDateTime}
            />
            <h4>{t('history.aprChanges')}</h4>
            {aprChanges.length === 0 ? (
              <p className="history-card__note">{t('history.noAprChanges')}</p>
            ) : (
              <ul className="history-card__list" aria-label={t('history.aprChanges')}>
                {aprChanges.map((change) => (
                  <li key={`${change.transactionHash}-${change.tier}`}>
                    {t('history.aprChange', {
                      date: formatDateTime(change.timestamp),
                      lock: lockOf(change.tier),
                      from: formatApr(change.previousAprBps),
                      to: formatApr(change.aprBps),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </IndexerRead>
    </HistoryCard>
  );
});
