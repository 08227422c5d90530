import { saveTextFile } from '@/components/saveTextFile';
import { memo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { TransactionLink } from '@/features/onchain/components/WriteStatus';
import { findChain } from '@/config/chains';
import { formatApr, formatDateTime, formatToken } from '@/features/onchain/format';
import { formatLockDuration } from '@/features/staking/amounts';
import { formatInteger, formatList } from '@/i18n/format';
import { tCount } from '@/i18n/runtime';
import { useT } from '@/i18n/useT';
import { activityRows } from '../activity';
import { activityCsv, exportFileName, type CsvToken } from '../csv';
import { koinlyLedgerCsv, readMintValues } from '../ledger';
import { getAllActivity, indexerErrorMessage } from '../indexerClient';
import type { ActivityItem } from '../types';
import { HistoryCard, IndexerRead, type IndexerQuery } from './HistoryCard';
import { DataTable } from '@/components/ui/TableHead';

interface ActivityCardProps {
  indexerUrl: string;
  chainId: number;
  account: `0x${string}`;
  token: CsvToken;
  activity: IndexerQuery<{ items: ActivityItem[]; more: boolean }>;
  onShowMore: () => void;
}

type ExportState =
  | { stage: 'idle' }
  | { stage: 'busy' }
  | { stage: 'done'; count: number; file: string; complete: boolean }
  | { stage: 'failed'; message: string };

const CSV_TYPE = 'text/csv;charset=utf-8';

type T = ReturnType<typeof useT>['t'];

function amountText(item: ActivityItem, token: CsvToken, t: T): string {
  const amount = (value: string) => formatToken(value, token, TOKEN_FRACTION_DIGITS);
  switch (item.kind) {
    case 'stake':
    case 'claim':
      return amount(item.amount);
    case 'unstake':
      return BigInt(item.rewardPaid) === 0n
        ? amount(item.amount)
        : t('history.unstakeAmount', {
            amount: amount(item.amount),
            reward: amount(item.rewardPaid),
          });
    case 'mint':
      return tCount('history.bears', item.quantity, { count: formatInteger(item.quantity) });
  }
}

function details(item: ActivityItem, t: T): string {
  switch (item.kind) {
    case 'stake':
      return t('history.stakeDetails', {
        id: item.positionId,
        lock: formatLockDuration(item.lockSeconds),
        apr: formatApr(item.aprBps),
      });
    case 'claim':
    case 'unstake':
      return t('history.positionDetails', { id: item.positionId });
    case 'mint':
      return t('history.bearIds', { ids: formatList(item.tokenIds.map((id) => `#${id}`)) });
  }
}

/** The activity, older pages on demand, and its export (memo: not redrawn with the clock). */
export const ActivityCard = memo(function ActivityCard(props: ActivityCardProps) {
  const { indexerUrl, chainId, account, token, activity } = props;
  const { t } = useT();
  const [exported, setExported] = useState<ExportState>({ stage: 'idle' });
  const hasRows = (activity.data?.items.length ?? 0) > 0;

  const exportFile = async (format: 'activity' | 'ledger') => {
    setExported({ stage: 'busy' });
    try {
      const all = await getAllActivity(indexerUrl, account);
      const rows = activityRows(all.items);
      const file = exportFileName(format === 'activity' ? format : 'ledger-koinly', account);
      const native = findChain(chainId)?.nativeCurrency;
      const text =
        format === 'activity'
          ? activityCsv(rows, token)
          : koinlyLedgerCsv(rows, {
              token,
              native,
              mintValues: native ? await readMintValues(chainId, rows) : undefined,
            });
      saveTextFile(text, file, CSV_TYPE);
      setExported({ stage: 'done', count: rows.length, file, complete: all.complete });
    } catch (error) {
      setExported({ stage: 'failed', message: indexerErrorMessage(error) });
    }
  };

  return (
    <HistoryCard
      title={t('history.activityTitle')}
      className="history-card--wide"
      actions={
        hasRows ? (
          <>
            {(['activity', 'ledger'] as const).map((format) => (
              <Button
                key={format}
                onClick={() => void exportFile(format)}
                disabled={exported.stage === 'busy'}
              >
                {t(format === 'activity' ? 'history.exportCsv' : 'history.exportLedger')}
              </Button>
            ))}
          </>
        ) : undefined
      }
    >
      <IndexerRead query={activity}>
        {({ items: read, more }) => {
          const rows = activityRows(read);
          return rows.length === 0 ? (
            <p className="history-card__note">{t('history.activityEmpty')}</p>
          ) : (
            <>
              <div className="history-table">
                <DataTable
                  caption={t('history.activityTitle')}
                  columns={[
                    t('history.date'),
                    t('history.activity'),
                    t('history.amount'),
                    t('history.details'),
                    t('history.transaction'),
                  ]}
                >
                  {rows.map((item) => (
                    <tr key={item.id} data-kind={item.kind}>
                      <td>{formatDateTime(item.timestamp)}</td>
                      <th scope="row">{t(`history.kind.${item.kind}`)}</th>
                      <td className="history-table__amount">{amountText(item, token, t)}</td>
                      <td>{details(item, t)}</td>
                      <td>
                        <TransactionLink chainId={chainId} hash={item.transactionHash} />
                      </td>
                    </tr>
                  ))}
                </DataTable>
              </div>
              {more && (
                <Button variant="ghost" onClick={props.onShowMore} disabled={activity.isFetching}>
                  {t('history.showMore')}
                </Button>
              )}
            </>
          );
        }}
      </IndexerRead>
      <p className="history-card__note" role="status">
        {exported.stage === 'busy' && t('history.exporting')}
        {exported.stage === 'done' &&
          (exported.complete
            ? t('history.exported', { count: formatInteger(exported.count), file: exported.file })
            : t('history.exportIncomplete', { count: formatInteger(exported.count) }))}
      </p>
      {exported.stage === 'failed' && (
        <p className="history-card__error" role="alert">
          {exported.message}
        </p>
      )}
    </HistoryCard>
  );
});
