import { Button } from '@/components/ui/Button';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Spinner } from '@/components/ui/Spinner';
import type { RecentTransaction, TransactionStatus } from '../slice';

const STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
};

interface RecentTransactionsProps {
  transactions: readonly RecentTransaction[];
  /** Base URL of the chain's block explorer, when it has one. */
  explorerUrl: string | undefined;
  onClearAll: () => void;
}

/**
 * Where the explorer shows a record: its transaction; for a call bundle (whose key is not a
 * transaction hash), the last transaction that carried it, once known.
 */
function explorerHash(transaction: RecentTransaction): string | undefined {
  return transaction.callsId === undefined ? transaction.hash : transaction.transactionHashes?.at(-1);
}

/** The account dialog's latest transactions, each with its status and explorer link. */
export function RecentTransactions({
  transactions,
  explorerUrl,
  onClearAll,
}: RecentTransactionsProps) {
  return (
    <section className="recent-transactions" aria-labelledby="recent-transactions-title">
      <div className="recent-transactions__header">
        <h3 id="recent-transactions-title">Recent Transactions</h3>
        {transactions.length > 0 && (
          <Button variant="ghost" onClick={onClearAll}>
            Clear All
          </Button>
        )}
      </div>
      {transactions.length === 0 ? (
        <p className="recent-transactions__empty">Your transactions will appear here.</p>
      ) : (
        <ul className="recent-transactions__list">
          {transactions.map((transaction) => (
            <li key={transaction.hash} className={`transaction transaction--${transaction.status}`}>
              {transaction.status === 'pending' && <Spinner />}
              <span className="transaction__description">{transaction.description}</span>
              <span className="transaction__status">{STATUS_LABELS[transaction.status]}</span>
              {explorerUrl && explorerHash(transaction) && (
                <ExternalLink
                  className="transaction__link"
                  href={`${explorerUrl}/tx/${explorerHash(transaction)}`}
                >
                  <span className="visually-hidden">View </span>
                  <span aria-hidden="true">↗</span>
                  <span className="visually-hidden">{transaction.description} on the explorer</span>
                </ExternalLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
