import { memo } from 'react';
import { BPS_PER_PERCENT } from '@/config/constants';
import { formatApr, formatDateTime } from '@/features/onchain/format';
import { formatLockDuration } from '@/features/staking/amounts';
import type { ProjectionTier } from '@/features/staking/projection';
import { useT } from '@/i18n/useT';
import { useGetPoolHistoryQuery } from '../historyApi';
import { HistoryCard } from './HistoryCard';
import { IndexerRead } from './IndexerRead';
import { CHART_TONES, LineChart } from './LineChart';

interface AprHistoryCardProps {
  indexerUrl: string;
  decimals: number;
  /** The tiers as the chain reads them (their lock names each line). */
  tiers: readonly Pick<ProjectionTier, 'id' | 'lockDuration'>[];
  /** The block the staking data last changed in (`/changes`). */
  version: number | null;
  /** The section's clock to the minute: the lines run to it. */
  nowS: number;
}

/**
 * Each lock period's APR over time, one step line per tier from the indexer's APR settings (the
 * pool's read: one request for both cards), with its table, and the changes listed in words.
 * Drawn again only with its own data or the minute.
 */
export const AprHistoryCard = memo(function AprHistoryCard({
  indexerUrl,
  decimals,
  tiers,
  version,
  nowS,
}: AprHistoryCardProps) {
  const { t } = useT();
  const history = useGetPoolHistoryQuery({ baseUrl: indexerUrl, decimals, version });
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
              until={nowS}
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
