import '../messages';
import '../../../../styles/components/_history.scss';
import { memo, useCallback, useState } from 'react';
import { ACTIVITY_PAGE_ROWS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { abbreviateAmount } from '@/features/connection/format';
import { formatApr, formatDateTime, formatToken } from '@/features/onchain/format';
import { formatLockDuration } from '@/features/staking/amounts';
import type { StakingDashboard } from '@/features/staking/stakingApi';
import { useT } from '@/i18n/useT';
import { useGetAccountActivityQuery, useGetPoolHistoryQuery } from '../historyApi';
import { tickDecimal } from '../series';
import { ActivityCard } from './ActivityCard';
import { HistoryCard } from './HistoryCard';
import { IndexedHistory } from './IndexedHistory';
import { IndexerRead } from './IndexerRead';
import { LineChart } from './LineChart';
import { PositionHistoryCard } from './PositionHistoryCard';

export interface StakingHistoryProps {
  indexerUrl: string;
  dashboard: StakingDashboard;
  /** The connected account's own parts too (activity, positions). */
  ready: boolean;
  chainNowS: number;
}

/**
 * The staking section's history, from the indexer: the pool over time for everyone; the
 * connected account's activity and its positions over time. Shown only when the indexer
 * follows the chain the section reads.
 */
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
          {/* Alone in its row (no positions' card beside it), the pool's card takes the row. */}
          <PoolHistoryCard
            indexerUrl={indexerUrl}
            dashboard={dashboard}
            version={changes.staking}
            wide={!ready || dashboard.positions.length === 0}
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

/** The account's activity and positions, from one activity read. */
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
  // The positions' card first: it shares the pool's row, and the activity takes the next one.
  return (
    <>
      {dashboard.positions.length > 0 && (
        <PositionHistoryCard
          positions={dashboard.positions}
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

/** Total deposited and locked over time, APR changes marked, with the table and the list. */
const PoolHistoryCard = memo(function PoolHistoryCard({
  indexerUrl,
  dashboard,
  version,
  wide,
}: Pick<StakingHistoryProps, 'indexerUrl' | 'dashboard'> & {
  version: number | null;
  wide: boolean;
}) {
  const { t } = useT();
  const { token } = dashboard;
  const history = useGetPoolHistoryQuery({
    baseUrl: indexerUrl,
    decimals: token.decimals,
    version,
  });
  const amount = (exact: string) => formatToken(exact, token, TOKEN_FRACTION_DIGITS);
  const tierLock = (tier: number) =>
    formatLockDuration(dashboard.tiers.find((one) => one.id === tier)?.lockDuration ?? 0);
  return (
    <HistoryCard
      title={t('history.poolTitle')}
      className={wide ? 'history-card--wide pool-history--wide' : undefined}
    >
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
              <div className="pool-history__aprs">
                <h4>{t('history.aprChanges')}</h4>
                {aprChanges.length === 0 ? (
                  <p className="history-card__note">{t('history.noAprChanges')}</p>
                ) : (
                  <ul className="history-card__list" aria-label={t('history.aprChanges')}>
                    {aprChanges.map((change) => (
                      <li key={`${change.transactionHash}-${change.tier}`}>
                        {t('history.aprChange', {
                          date: formatDateTime(change.timestamp),
                          lock: tierLock(change.tier),
                          from: formatApr(change.previousAprBps),
                          to: formatApr(change.aprBps),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          );
        }}
      </IndexerRead>
    </HistoryCard>
  );
});
