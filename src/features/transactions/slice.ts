import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Hash } from 'viem';
import { RECENT_TRANSACTIONS_KEPT_MAX } from '@/config/constants';
import { isRecord } from '@/wallet/eip1193';
import type { MinedIn, SentTransaction } from './receiptWatch';

// Stored in visitors' browsers: never rename a status (persisted records would be stranded).
const TRANSACTION_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * A kind its feature names (`mint`, `stake`, …; the kit knows only `unknown`) and flat data,
 * amounts as decimal strings. Stored in visitors' browsers: kinds and fields added, never renamed.
 */
export interface TransactionIntent {
  kind: string;
  data: Readonly<Record<string, string | number | boolean>>;
}

export type RecentTransaction = TransactionIntent & {
  hash: Hash;
  /** The sentence Recent Transactions shows, e.g. 'Stake 300 BHT (Flexible)'. */
  description: string;
  status: TransactionStatus;
  /** Epoch milliseconds. */
  addedAt: number;
  /** Sender, nonce and call as first seen: how a watch after a reload recognises a replacement. */
  sent?: SentTransaction;
  /** A confirmed record's blocks (one per transaction) while a reorganisation could remove them. */
  minedIn?: MinedIn | MinedIn[];
  /** An EIP-5792 bundle's id; `hash` is then a key derived from it, not a transaction hash. */
  callsId?: string;
  /** A bundle's transactions, once the wallet reports them mined. */
  transactionHashes?: Hash[];
  /** Sent through a Safe: the Safe transaction hash (`hash`), on no chain until executed. */
  safeTxHash?: Hash;
  /** A Safe transaction's owners' confirmations so far, and how many it needs. */
  confirmations?: number;
  confirmationsRequired?: number;
  executedHash?: Hash;
  /** Rejected or replaced in the Safe. */
  safeCancelled?: boolean;
};

/** What the Safe reports of a Safe transaction, kept with its record. */
const SAFE_FIELDS = [
  'confirmations',
  'confirmationsRequired',
  'executedHash',
  'safeCancelled',
] as const;

/** Records per lowercased account, then per chain id (as a string key), newest first. */
export type TransactionsState = { byAccount: Record<string, Record<string, RecentTransaction[]>> };

export const initialTransactionsState: TransactionsState = { byAccount: {} };

type TransactionKey = { account: string; chainId: number };
export type TransactionRef = TransactionKey & { hash: Hash };

/**
 * Mined and reverted; never mined (dropped, replaced, cancelled); rejected or replaced in a Safe;
 * or otherwise (a bundle failed or unknown to its wallet, a Safe transaction failed unexecuted).
 */
type FailureReason = 'reverted' | 'notMined' | 'cancelledInSafe' | 'failed';

/** How the watch ends a record, with the chain transactions that carried it. */
export type TransactionEnd =
  | { status: 'confirmed'; hashes: Hash[] }
  | { status: 'failed'; reason: FailureReason; hashes: Hash[] };

export const minedList = (minedIn: RecentTransaction['minedIn']): MinedIn[] =>
  minedIn === undefined ? [] : Array.isArray(minedIn) ? minedIn : [minedIn];

export const isSafeRecord = (record: RecentTransaction): boolean => record.safeTxHash !== undefined;

/** Its chain transactions: its hash; a bundle's once reported; a Safe's executed one. */
export function transactionsOf(record: RecentTransaction): readonly Hash[] {
  if (record.safeTxHash !== undefined) return record.executedHash ? [record.executedHash] : [];
  return record.callsId === undefined ? [record.hash] : (record.transactionHashes ?? []);
}

type RecordTest = (record: RecentTransaction | undefined) => boolean;
export const isPending: RecordTest = (record) => record?.status === 'pending';
/** Confirmed, and its block still checked for a reorganisation. */
export const isUnsettled: RecordTest = (record) =>
  record?.status === 'confirmed' && record.minedIn !== undefined;

export function refsWhere(state: TransactionsState, test: RecordTest): TransactionRef[] {
  return Object.entries(state.byAccount).flatMap(([account, byChain]) =>
    Object.entries(byChain).flatMap(([chainId, list]) =>
      list.filter(test).map((record) => ({ account, chainId: Number(chainId), hash: record.hash })),
    ),
  );
}

export function listOf(state: TransactionsState, { account, chainId }: TransactionKey) {
  return state.byAccount[account.toLowerCase()]?.[String(chainId)];
}

export function recordAt(state: TransactionsState, ref: TransactionRef) {
  return listOf(state, ref)?.find((candidate) => candidate.hash === ref.hash);
}

/** Every pending record and at most RECENT_TRANSACTIONS_KEPT_MAX finished ones (the newest). */
function pruneFinished(records: readonly RecentTransaction[]): RecentTransaction[] {
  let finishedKept = 0;
  return records.filter(
    (record) => record.status === 'pending' || ++finishedKept <= RECENT_TRANSACTIONS_KEPT_MAX,
  );
}

type NewRecord = TransactionRef & {
  description: string;
  intent?: TransactionIntent;
  callsId?: string;
  safeTxHash?: Hash;
};

function finish(
  state: TransactionsState,
  ref: TransactionRef,
  status: TransactionStatus,
  minedIn: MinedIn[] = [],
) {
  const record = recordAt(state, ref);
  if (record?.status !== 'pending') return;
  record.status = status;
  if (minedIn.length > 0) record.minedIn = minedIn.length === 1 ? minedIn[0] : minedIn;
  // Only a pending transaction's watch needs its sighting (or one that may be pending again).
  else delete record.sent;
  state.byAccount[ref.account.toLowerCase()]![String(ref.chainId)] = pruneFinished(
    listOf(state, ref)!,
  );
}

/** Mined successfully, by `hashes` (in `minedIn`, when known): features refresh what it changed. */
export const transactionConfirmed = createAction<
  TransactionRef & { hashes?: Hash[]; minedIn?: MinedIn[] }
>('transactions/transactionConfirmed');

const transactionsSlice = createSlice({
  name: 'transactions',
  initialState: initialTransactionsState,
  reducers: {
    /** Recorded pending and watched to its end by the mode its record calls for (`watch.ts`). */
    addRecentTransaction: {
      reducer(
        state,
        action: PayloadAction<NewRecord & { intent: TransactionIntent; addedAt: number }>,
      ) {
        const { account, chainId, hash, description, addedAt, intent, callsId, safeTxHash } =
          action.payload;
        const byChain = (state.byAccount[account.toLowerCase()] ??= {});
        const list = byChain[String(chainId)] ?? [];
        if (list.some((existing) => existing.hash === hash)) return;
        byChain[String(chainId)] = pruneFinished([
          {
            ...intent,
            hash,
            description,
            status: 'pending',
            addedAt,
            ...(callsId === undefined ? {} : { callsId }),
            ...(safeTxHash === undefined ? {} : { safeTxHash }),
          },
          ...list,
        ]);
      },
      prepare(payload: NewRecord) {
        const intent = payload.intent ?? { kind: 'unknown', data: {} };
        return { payload: { ...payload, intent, addedAt: Date.now() } };
      },
    },
    transactionSeen(state, action: PayloadAction<TransactionRef & { sent: SentTransaction }>) {
      const record = recordAt(state, action.payload);
      if (record?.status === 'pending') record.sent = action.payload.sent;
    },
    callsBundleMined(state, action: PayloadAction<TransactionRef & { transactionHashes: Hash[] }>) {
      const record = recordAt(state, action.payload);
      if (record?.callsId === undefined) return;
      record.transactionHashes = action.payload.transactionHashes;
    },
    /** What the Safe reports of a pending Safe transaction: confirmations, execution, rejection. */
    safeTransactionProgressed(
      state,
      action: PayloadAction<
        TransactionRef & Partial<Pick<RecentTransaction, (typeof SAFE_FIELDS)[number]>>
      >,
    ) {
      const record = recordAt(state, action.payload);
      if (!record || !isSafeRecord(record) || record.status !== 'pending') return;
      const reported = Object.entries(action.payload).filter(
        ([key, value]) => (SAFE_FIELDS as readonly string[]).includes(key) && value !== undefined,
      );
      Object.assign(record, Object.fromEntries(reported));
    },
    transactionFailed(
      state,
      action: PayloadAction<TransactionRef & { reason?: FailureReason; hashes?: Hash[] }>,
    ) {
      finish(state, action.payload, 'failed');
    },
    /** A confirmed transaction's block is deep enough: no reorganisation will remove it. */
    transactionSettled(state, action: PayloadAction<TransactionRef>) {
      const record = recordAt(state, action.payload);
      if (record?.status !== 'confirmed') return;
      delete record.minedIn;
      delete record.sent;
    },
    /** A reorganisation removed a confirmed transaction's block: pending again. */
    transactionReorged(state, action: PayloadAction<TransactionRef>) {
      const record = recordAt(state, action.payload);
      if (record?.status !== 'confirmed' || !record.minedIn) return;
      record.status = 'pending';
      delete record.minedIn;
    },
    clearRecentTransactions(state, action: PayloadAction<TransactionKey>) {
      const byChain = state.byAccount[action.payload.account.toLowerCase()];
      if (byChain) delete byChain[String(action.payload.chainId)];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(transactionConfirmed, (state, action) => {
      finish(state, action.payload, 'confirmed', action.payload.minedIn);
    });
  },
});

export const {
  addRecentTransaction,
  callsBundleMined,
  safeTransactionProgressed,
  transactionSeen,
  transactionFailed,
  transactionSettled,
  transactionReorged,
  clearRecentTransactions,
} = transactionsSlice.actions;
export const transactionsReducer = transactionsSlice.reducer;

const matches = (pattern: RegExp) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value);
const isDecimal = matches(/^\d+$/);
const isAddress = matches(/^0x[0-9a-fA-F]{40}$/);
const isHash = matches(/^0x[0-9a-fA-F]{64}$/);
const isHex = matches(/^0x[0-9a-fA-F]*$/);
const isKind = matches(/^[A-Za-z][A-Za-z0-9]{0,63}$/);
const isWhole = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const optional = (test: (value: unknown) => boolean) => (value: unknown) =>
  value === undefined || test(value);

// Saved data stays small: a few figures per record; a bundle id's form is the wallet's
// (EIP-5792), bounded here; a Safe has at most a few hundred owners.
const INTENT_FIELDS_MAX = 16;
const INTENT_TEXT_LENGTH_MAX = 256;
const CALLS_ID_LENGTH_MAX = 1024;
const SAFE_CONFIRMATIONS_MAX = 1024;

const isIntentValue = (value: unknown) =>
  (typeof value === 'string' && value.length <= INTENT_TEXT_LENGTH_MAX) ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/** No intent (a record older than kinds, `migrations.ts`), or a kind with flat, small data. */
function isSavedIntent(value: Record<string, unknown>): boolean {
  if (value.kind === undefined) return value.data === undefined;
  if (!isKind(value.kind) || !isRecord(value.data)) return false;
  const fields = Object.values(value.data);
  return fields.length <= INTENT_FIELDS_MAX && fields.every(isIntentValue);
}

const isSavedSighting = optional(
  (value) =>
    isRecord(value) &&
    isAddress(value.from) &&
    isWhole(value.nonce) &&
    (value.to === null || isAddress(value.to)) &&
    isDecimal(value.value) &&
    isHex(value.input) &&
    isDecimal(value.seenAtBlock),
);

const isSavedBlock = (value: unknown) =>
  isRecord(value) &&
  isHash(value.transactionHash) &&
  isHash(value.blockHash) &&
  isDecimal(value.blockNumber);

const isSavedMinedIn = optional(
  (value) =>
    isSavedBlock(value) || (Array.isArray(value) && value.length > 0 && value.every(isSavedBlock)),
);

const isCallsId = optional(
  (value) => typeof value === 'string' && value !== '' && value.length <= CALLS_ID_LENGTH_MAX,
);
const isHashList = optional((value) => Array.isArray(value) && value.every(isHash));
const isCount = optional((value) => isWhole(value) && (value as number) <= SAFE_CONFIRMATIONS_MAX);

/** A Safe transaction's fields, absent on every other record. */
function isSavedSafe(value: Record<string, unknown>): boolean {
  if (value.safeTxHash === undefined) return SAFE_FIELDS.every((key) => value[key] === undefined);
  return (
    isHash(value.safeTxHash) &&
    isCount(value.confirmations) &&
    isCount(value.confirmationsRequired) &&
    optional(isHash)(value.executedHash) &&
    optional((cancelled) => typeof cancelled === 'boolean')(value.safeCancelled)
  );
}

const isRecentTransaction = (value: unknown) =>
  isRecord(value) &&
  isHash(value.hash) &&
  isCallsId(value.callsId) &&
  isHashList(value.transactionHashes) &&
  isSavedSafe(value) &&
  typeof value.description === 'string' &&
  typeof value.addedAt === 'number' &&
  (TRANSACTION_STATUSES as readonly unknown[]).includes(value.status) &&
  isSavedIntent(value) &&
  isSavedSighting(value.sent) &&
  isSavedMinedIn(value.minedIn);

/** Persistence validator: the whole saved slice is trusted only if every record is sound. */
export function isValidPersistedTransactions(value: Record<string, unknown>): boolean {
  const { byAccount } = value;
  return (
    isRecord(byAccount) &&
    Object.values(byAccount).every(
      (byChain) =>
        isRecord(byChain) &&
        Object.values(byChain).every(
          (list) => Array.isArray(list) && list.every(isRecentTransaction),
        ),
    )
  );
}
