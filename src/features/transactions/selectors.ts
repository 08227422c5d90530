import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { RECENT_TRANSACTIONS_SHOWN } from '@/config/constants';
import type { RecentTransaction } from './slice';

const NO_TRANSACTIONS: readonly RecentTransaction[] = [];

const selectByAccount = (state: RootState) => state.transactions.byAccount;

/** Every record of the connected account on its current chain, newest first. */
export const selectCurrentTransactions = createSelector(
  [
    selectByAccount,
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
 * What the connected account has asked `spender` to be allowed to spend of `token` in
 * approvals still pending on this chain (the largest), or null when none is pending.
 */
export function selectPendingApprovalAmount(
  state: RootState,
  token: string,
  spender: string,
): bigint | null {
  let largest: bigint | null = null;
  for (const record of selectCurrentTransactions(state)) {
    if (record.status !== 'pending' || record.kind !== 'approve') continue;
    const { data } = record;
    if (data.token.toLowerCase() !== token.toLowerCase()) continue;
    if (data.spender.toLowerCase() !== spender.toLowerCase()) continue;
    const amount = BigInt(data.amount);
    if (largest === null || amount > largest) largest = amount;
  }
  return largest;
}

/**
 * Every pending transaction of every account and chain (to watch again after a reload). Call
 * bundles are not transactions: `pendingCallsBundles` lists them for their own watcher.
 */
export function pendingTransactionRefs(byAccount: RootState['transactions']['byAccount']) {
  return Object.entries(byAccount).flatMap(([account, byChain]) =>
    Object.entries(byChain).flatMap(([chainId, list]) =>
      list
        .filter((record) => record.status === 'pending' && record.callsId === undefined)
        .map((record) => ({ account, chainId: Number(chainId), hash: record.hash })),
    ),
  );
}

/** Every pending call bundle (EIP-5792) of every account and chain, with its wallet id. */
export function pendingCallsBundles(byAccount: RootState['transactions']['byAccount']) {
  return Object.entries(byAccount).flatMap(([account, byChain]) =>
    Object.entries(byChain).flatMap(([chainId, list]) =>
      list.flatMap((record) =>
        record.status === 'pending' && record.callsId !== undefined
          ? [{ account, chainId: Number(chainId), hash: record.hash, callsId: record.callsId }]
          : [],
      ),
    ),
  );
}
