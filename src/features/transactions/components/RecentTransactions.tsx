import { Button } from '@/components/ui/Button';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Spinner } from '@/components/ui/Spinner';
import { ShortHash, shortHash } from '@/features/onchain/components/WriteStatus';
import { transactionsOf, type RecentTransaction } from '../slice';
import { useT } from '@/i18n/useT';

type Translate = ReturnType<typeof useT>['t'];

/** A record's status in words; a Safe transaction the Safe holds awaits signatures ("1 of 2"). */
function statusText(transaction: RecentTransaction, t: Translate): string {
  if (transaction.safeTxHash !== undefined) {
    if (transaction.status === 'pending' && transaction.executedHash === undefined) {
      const { confirmations, confirmationsRequired } = transaction;
      return confirmations !== undefined && confirmationsRequired !== undefined
        ? t('transactions.awaitingSignatures', {
            confirmations: String(confirmations),
            required: String(confirmationsRequired),
          })
        : t('transactions.awaitingSafe');
    }
    if (transaction.status === 'failed' && transaction.safeCancelled) {
      return t('transactions.rejectedInSafe');
    }
  }
  return t(`transactions.${transaction.status}`);
}

/** The account dialog's latest transactions, each with its status and explorer link. */
export function RecentTransactions({
  transactions,
  explorerUrl,
  onClearAll,
}: {
  transactions: readonly RecentTransaction[];
  /** Base URL of the chain's block explorer, when it has one. */
  explorerUrl: string | undefined;
  onClearAll: () => void;
}) {
  const { t } = useT();
  return (
    <section className="recent-transactions" aria-labelledby="recent-transactions-title">
      <div className="recent-transactions__header">
        <h3 id="recent-transactions-title">{t('transactions.title')}</h3>
        {transactions.length > 0 && (
          <Button variant="ghost" onClick={onClearAll}>
            {t('transactions.clearAll')}
          </Button>
        )}
      </div>
      {transactions.length === 0 ? (
        <p className="recent-transactions__empty">{t('transactions.empty')}</p>
      ) : (
        <ul className="recent-transactions__list">
          {transactions.map((transaction) => (
            <li key={transaction.hash} className={`transaction transaction--${transaction.status}`}>
              {transaction.status === 'pending' && <Spinner />}
              <span className="transaction__description">{transaction.description}</span>
              <span className="transaction__status">{statusText(transaction, t)}</span>
              {transactionsOf(transaction).map((hash, _index, all) => (
                <span key={hash} className="transaction__hash">
                  <ShortHash hash={hash} />
                  {explorerUrl && (
                    <ExternalLink className="transaction__link" href={`${explorerUrl}/tx/${hash}`}>
                      <span aria-hidden="true">↗</span>
                      <span className="visually-hidden">
                        {t('transactions.viewOnExplorer', {
                          description:
                            all.length > 1
                              ? `${transaction.description} (${shortHash(hash)})`
                              : transaction.description,
                        })}
                      </span>
                    </ExternalLink>
                  )}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
