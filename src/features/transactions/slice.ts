import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Hash } from 'viem';
import { RECENT_TRANSACTIONS_KEPT_MAX } from '@/config/constants';

/**
 * Stored in visitors' browsers: never rename these values (a rename would strand persisted
 * records in a status the code no longer knows).
 */
export const TRANSACTION_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export interface RecentTransaction {
  hash: Hash;
  description: string;
  status: TransactionStatus;
  /** Epoch milliseconds. */
  addedAt: number;
}

/** Records per lowercased account, then per chain id (as a string key), newest first. */
export interface TransactionsState {
  byAccount: Record<string, Record<string, RecentTransaction[]>>;
}

export const initialTransactionsState: TransactionsState = { byAccount: {} };

export interface TransactionKey {
  account: string;
  chainId: number;
}

export interface TransactionRef extends TransactionKey {
  hash: Hash;
}

/**
 * Keeps every pending record and at most RECENT_TRANSACTIONS_KEPT_MAX finished ones (the newest),
 * in their original newest-first order.
 */
export function pruneFinished(records: readonly RecentTransaction[]): RecentTransaction[] {
  let finishedKept = 0;
  return records.filter((record) => {
    if (record.status === 'pending') return true;
    finishedKept += 1;
    return finishedKept <= RECENT_TRANSACTIONS_KEPT_MAX;
  });
}

function listOf(state: TransactionsState, { account, chainId }: TransactionKey) {
  return state.byAccount[account.toLowerCase()]?.[String(chainId)];
}

function finish(state: TransactionsState, ref: TransactionRef, status: TransactionStatus) {
  const list = listOf(state, ref);
  const record = list?.find((candidate) => candidate.hash === ref.hash);
  if (!list || !record || record.status !== 'pending') return;
  record.status = status;
  const accountKey = ref.account.toLowerCase();
  const byChain = state.byAccount[accountKey];
  if (byChain) byChain[String(ref.chainId)] = pruneFinished(list);
}

/**
 * A recorded transaction was mined successfully. Features that show on-chain data listen for
 * it to refresh what the transaction changed.
 */
export const transactionConfirmed = createAction<TransactionRef>(
  'transactions/transactionConfirmed',
);

const transactionsSlice = createSlice({
  name: 'transactions',
  initialState: initialTransactionsState,
  reducers: {
    /**
     * The public intent: later features call this with a submitted transaction. It is recorded
     * pending and its receipt is watched.
     */
    addRecentTransaction: {
      reducer(
        state,
        action: PayloadAction<TransactionRef & { description: string; addedAt: number }>,
      ) {
        const { account, chainId, hash, description, addedAt } = action.payload;
        const accountKey = account.toLowerCase();
        const byChain = (state.byAccount[accountKey] ??= {});
        const list = byChain[String(chainId)] ?? [];
        if (list.some((record) => record.hash === hash)) return;
        byChain[String(chainId)] = pruneFinished([
          { hash, description, status: 'pending', addedAt },
          ...list,
        ]);
      },
      prepare(payload: TransactionRef & { description: string }) {
        return { payload: { ...payload, addedAt: Date.now() } };
      },
    },
    transactionFailed(state, action: PayloadAction<TransactionRef>) {
      finish(state, action.payload, 'failed');
    },
    clearRecentTransactions(state, action: PayloadAction<TransactionKey>) {
      const byChain = state.byAccount[action.payload.account.toLowerCase()];
      if (byChain) delete byChain[String(action.payload.chainId)];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(transactionConfirmed, (state, action) => {
      finish(state, action.payload, 'confirmed');
    });
  },
});

export const { addRecentTransaction, transactionFailed, clearRecentTransactions } =
  transactionsSlice.actions;
export const transactionsReducer = transactionsSlice.reducer;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRecentTransaction(value: unknown): value is RecentTransaction {
  return (
    isRecord(value) &&
    typeof value.hash === 'string' &&
    /^0x[0-9a-fA-F]{64}$/.test(value.hash) &&
    typeof value.description === 'string' &&
    typeof value.addedAt === 'number' &&
    (TRANSACTION_STATUSES as readonly unknown[]).includes(value.status)
  );
}

/** Persistence validator: the whole saved slice is trusted only if every record is sound. */
export function isValidPersistedTransactions(value: Record<string, unknown>): boolean {
  const { byAccount } = value;
  if (!isRecord(byAccount)) return false;
  return Object.values(byAccount).every(
    (byChain) =>
      isRecord(byChain) &&
      Object.values(byChain).every(
        (list) => Array.isArray(list) && list.every(isRecentTransaction),
      ),
  );
}
