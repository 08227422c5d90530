import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { RECENT_TRANSACTIONS_SHOWN } from '@/config/constants';
import type { RecentTransaction } from './slice';

const NO_TRANSACTIONS: readonly RecentTransaction[] = [];

/** Every record of the connected account on its current chain, newest first. */
export const selectCurrentTransactions = createSelector(
  [
    (state: RootState) => state.transactions.byAccount,
    (state: RootState) => state.connection.account,
    (state: RootState) => state.connection.chain?.id,
  ],
  (byAccount, account, chainId) =>
    account && chainId !== undefined
      ? (byAccount[account.toLowerCase()]?.[String(chainId)] ?? NO_TRANSACTIONS)
      : NO_TRANSACTIONS,
);

/** What the account dialog lists: the latest RECENT_TRANSACTIONS_SHOWN. */
export const selectShownTransactions = createSelector([selectCurrentTransactions], (list) =>
  list.slice(0, RECENT_TRANSACTIONS_SHOWN),
);

/** The account button spins while a transaction of this account on this chain is pending. */
export const selectHasPendingTransaction = createSelector([selectCurrentTransactions], (list) =>
  list.some((record) => record.status === 'pending'),
);

/**
 * Transactions of this account on this chain sent through a Safe and not yet executed (awaiting
 * the owners' signatures): what a page shows as queued against the state it will change.
 */
export const selectPendingSafeTransactions = createSelector([selectCurrentTransactions], (list) =>
  list.filter((record) => record.status === 'pending' && record.safeTxHash !== undefined),
);
