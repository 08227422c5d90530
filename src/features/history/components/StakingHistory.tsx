import '../messages';
import '../../../../styles/components/_history.scss';
import { memo, useCallback, useState } from 'react';
import { ACTIVITY_PAGE_ROWS, REWARD_DAYS_SHOWN, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { abbreviateAmount } from '@/features/connection/format';
import { formatDateTime, formatToken } from '@/features/onchain/format';
import type { StakingDashboard } from '@/features/staking/stakingApi';
import { useT } from '@/i18n/useT';
import {
  useGetAccountActivityQuery,
  useGetAccountRewardsQuery,
  useGetPoolHistoryQuery,
} from '../historyApi';
import { utcDayStart } from '../rewards';
import { tickDecimal } from '../series';
import type { ClosedPosition } from '../types';
import { ActivityCard } from './ActivityCard';
import { AprHistoryCard } from './AprHistoryCard';
import { HistoryCard } from './HistoryCard';
import { IndexedHistory } from './IndexedHistory';
import { IndexerRead } from './IndexerRead';
import { LineChart } from './LineChart';
import { PositionHistoryCard } from './PositionHistoryCard';
import { RewardsCard } from './RewardsCard';

export interface StakingHistoryProps {
  indexerUrl: string;
  dashboard: StakingDashboard;
  /** The connected account's own parts too (activity, positions). */
  ready: boolean;
  chainNowS: number;
}

const MINUTE_S = 60;
const DAY_S = 86_400;

/**
 * The staking section's history, from the indexer: the pool over time and each lock period's APR
 * over time for everyone; the connected account's rewards (earned and claimed so far, per day),
 * its positions over time, open and closed, and its activity. Shown only when the indexer
 * follows the chain the section reads. The parts move with the minute, not with the section's
 * second: a chart of days shows no second.
 */
export function StakingHistory({ indexerUrl, dashboard, ready, chainNowS }: StakingHistoryProps) {
  const nowS = Math.floor(chainNowS / MINUTE_S) * MINUTE_S;
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
            nowS={nowS}
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

/** The activity's card re-renders with its own data, not with the section's clock. */
const StillActivityCard = memo(ActivityCard);

const NO_CLOSED_POSITIONS: ClosedPosition[] = [];

/**
 * The account's rewards, positions and activity: from its activity read, its rewards read (the
 * totals and its closed positions) and the chain's open positions.
 */
const AccountHistory = memo(function AccountHistory({
  indexerUrl,
  dashboard,
  chainNowS,
  version,
}: Omit<StakingHistoryProps, 'ready'> & { version: number | null }) {
  const [pages, setPages] = useState(1);
  const showMore = useCallback(() => setPages((count) => count + 1), []);
  const activity = useGetAccountActivityQuery({
    baseUrl: indexerUrl,
    version,
    account: dashboard.account,
    pages,
    limit: ACTIVITY_PAGE_ROWS,
  });
  const nowS = Math.floor(chainNowS / MINUTE_S) * MINUTE_S;
  const rewards = useGetAccountRewardsQuery({
    baseUrl: indexerUrl,
    version,
    account: dashboard.account,
    // The rewards chart's first day: moves once a day.
    since: utcDayStart(nowS) - (REWARD_DAYS_SHOWN - 1) * DAY_S,
  });
  const closed = rewards.data?.closed ?? NO_CLOSED_POSITIONS;
  const flexibleRewardS =
    dashboard.tiers.find((tier) => tier.lockDuration === 0)?.rewardDuration ?? 0;
  const staked = dashboard.positions.length > 0 || closed.length > 0;
  // Rewards beside the positions' card, the activity across the next row.
  return (
    <>
      {staked && (
        <RewardsCard
          rewards={rewards}
          open={dashboard.positions}
          token={dashboard.token}
          flexibleRewardS={flexibleRewardS}
          nowS={nowS}
        />
      )}
      {staked && (
        <PositionHistoryCard
          positions={dashboard.positions}
          closed={closed}
          flexibleRewardS={flexibleRewardS}
          token={dashboard.token}
          activity={activity.data?.items ?? []}
          chainNowS={chainNowS}
        />
      )}
      <StillActivityCard
        indexerUrl={indexerUrl}
        chainId={dashboard.chainId}
        account={dashboard.account}
        token={dashboard.token}
        activity={activity}
        onShowMore={showMore}
      />
    </>
  );
});

/** Total deposited and locked over time, APR changes marked, with the table. */
const PoolHistoryCard = memo(function PoolHistoryCard({
  indexerUrl,
  dashboard,
  version,
}: Pick<StakingHistoryProps, 'indexerUrl' | 'dashboard'> & { version: number | null }) {
  const { t } = useT();
  const { token } = dashboard;
  const history = useGetPoolHistoryQuery({
    baseUrl: indexerUrl,
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
                  until={dashboard.timestamp}
                  marks={aprChanges.map((change) => ({
                    timestamp: change.timestamp,
                    label: t('history.aprMark'),
                  }))}
                  formatTick={(value) => abbreviateAmount(tickDecimal(value))}
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
