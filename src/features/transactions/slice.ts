import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Hash } from 'viem';
import { RECENT_TRANSACTIONS_KEPT_MAX } from '@/config/constants';
import type { MinedIn, SentTransaction } from './receiptWatch';

/**
 * Stored in visitors' browsers: never rename these values (a rename would strand persisted
 * records in a status the code no longer knows).
 */
export const TRANSACTION_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * What a recorded transaction does, with its figures (amounts as decimal strings of base
 * units): a kind the feature that sent it names (`mint`, `stake`, …) and flat, serializable data,
 * so a feature can ask the store, e.g., whether an approval for an amount is pending. The kit
 * knows no kind but `unknown`. Stored in visitors' browsers: a feature never renames a kind or a
 * field of its own; it adds new ones.
 */
export interface TransactionIntent {
  kind: string;
  data: Readonly<Record<string, string | number | boolean>>;
}

const UNKNOWN_INTENT: TransactionIntent = { kind: 'unknown', data: {} };

export type RecentTransaction = TransactionIntent & {
  hash: Hash;
  /** The sentence Recent Transactions shows, e.g. 'Stake 300 BHT (Flexible)'. */
  description: string;
  status: TransactionStatus;
  /** Epoch milliseconds. */
  addedAt: number;
  /**
   * Sender, nonce and call as the node first showed them (absent until then): how a watch
   * started after a reload recognises a speed-up or a cancel.
   */
  sent?: SentTransaction;
  /**
   * Where a confirmed record was mined (a bundle: each of its transactions), while a
   * reorganisation could still remove that block (the watch checks it until then; its sighting
   * `sent` is kept as long, should it be pending again).
   */
  minedIn?: MinedIn | MinedIn[];
  /**
   * Set for a call bundle sent with `wallet_sendCalls` (EIP-5792): the wallet's bundle id. Its
   * `hash` is then a key derived from that id (not a transaction hash); the bundle is watched
   * through `wallet_getCallsStatus`, then by its transactions' hashes (`watch.ts`).
   */
  callsId?: string;
  /** A bundle's transactions, once the wallet reports them mined. */
  transactionHashes?: Hash[];
  /**
   * Set for a transaction sent through a Safe: the Safe transaction hash (the record's `hash`),
   * which is on no chain until the owners have confirmed it and one has executed it. Watched
   * through the Safe (`getTxBySafeTxHash`), then by its executed hash (`safeWatch.ts`).
   */
  safeTxHash?: Hash;
  /** Owners' confirmations of a Safe transaction so far, and how many it needs, as the Safe says. */
  confirmations?: number;
  confirmationsRequired?: number;
  /** The on-chain transaction that executed a Safe transaction. */
  executedHash?: Hash;
  /** The Safe transaction was rejected or replaced in the Safe (it then ends failed). */
  safeCancelled?: boolean;
};

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
 * Why a record ended failed: mined and reverted; never mined (dropped, replaced, cancelled);
 * rejected or replaced in a Safe; or failed otherwise (a bundle failed off chain or unknown to its
 * wallet, a Safe transaction that failed unexecuted).
 */
export type FailureReason = 'reverted' | 'notMined' | 'cancelledInSafe' | 'failed';

/** How the watch ends a record: confirmed or failed, with the chain transactions that carried it. */
export type TransactionEnd =
  | { status: 'confirmed'; hashes: Hash[] }
  | { status: 'failed'; reason: FailureReason; hashes: Hash[] };

/** The blocks a confirmed record was mined in, one per transaction. */
export const minedList = (minedIn: RecentTransaction['minedIn']): MinedIn[] =>
  minedIn === undefined ? [] : Array.isArray(minedIn) ? minedIn : [minedIn];

/** A record of a transaction sent through a Safe (followed by the watch's Safe mode). */
export const isSafeRecord = (record: RecentTransaction): boolean => record.safeTxHash !== undefined;

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

type NewRecord = TransactionRef & {
  description: string;
  addedAt: number;
  intent: TransactionIntent;
  callsId?: string;
  safeTxHash?: Hash;
};

function insert(state: TransactionsState, record: NewRecord) {
  const { account, chainId, hash, description, addedAt, intent, callsId, safeTxHash } = record;
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
}

function listOf(state: TransactionsState, { account, chainId }: TransactionKey) {
  return state.byAccount[account.toLowerCase()]?.[String(chainId)];
}

function pendingSafeRecord(state: TransactionsState, ref: TransactionRef) {
  const record = listOf(state, ref)?.find((candidate) => candidate.hash === ref.hash);
  return record?.safeTxHash !== undefined && record.status === 'pending' ? record : undefined;
}

function recordAt(state: TransactionsState, ref: TransactionRef) {
  return listOf(state, ref)?.find((candidate) => candidate.hash === ref.hash);
}

function finish(
  state: TransactionsState,
  ref: TransactionRef,
  status: TransactionStatus,
  minedIn: MinedIn[] = [],
) {
  const list = listOf(state, ref);
  const record = recordAt(state, ref);
  if (!list || !record || record.status !== 'pending') return;
  record.status = status;
  if (minedIn.length > 0) record.minedIn = minedIn.length === 1 ? minedIn[0] : minedIn;
  // Only a pending transaction's watch needs its sighting (or one that may be pending again).
  else delete record.sent;
  const accountKey = ref.account.toLowerCase();
  const byChain = state.byAccount[accountKey];
  if (byChain) byChain[String(ref.chainId)] = pruneFinished(list);
}

/**
 * A recorded transaction was mined successfully: `hashes` are the chain transactions that carried
 * it (a speed-up's, a bundle's, a Safe's executed one); `minedIn` their blocks, when the watch
 * knows them. Features that show on-chain data listen for it to refresh what it changed.
 */
export const transactionConfirmed = createAction<
  TransactionRef & { hashes?: Hash[]; minedIn?: MinedIn[] }
>('transactions/transactionConfirmed');

const transactionsSlice = createSlice({
  name: 'transactions',
  initialState: initialTransactionsState,
  reducers: {
    /**
     * A sent transaction, or a call bundle (`callsId`: the wallet's EIP-5792 id; `hash` is then a
     * key derived from it): recorded pending and watched to its end by the mode its record calls
     * for (`watch.ts`).
     */
    addRecentTransaction: {
      reducer(state, action: PayloadAction<NewRecord>) {
        insert(state, action.payload);
      },
      prepare(
        payload: TransactionRef & {
          description: string;
          intent?: TransactionIntent;
          callsId?: string;
          safeTxHash?: Hash;
        },
      ) {
        return {
          payload: { ...payload, intent: payload.intent ?? UNKNOWN_INTENT, addedAt: Date.now() },
        };
      },
    },
    /** The node showed the transaction: its nonce and call are kept with the record. */
    transactionSeen(state, action: PayloadAction<TransactionRef & { sent: SentTransaction }>) {
      const record = listOf(state, action.payload)?.find(
        (candidate) => candidate.hash === action.payload.hash,
      );
      if (record && record.status === 'pending') record.sent = action.payload.sent;
    },
    /** The transactions that carried a bundle, as the wallet reported them. */
    callsBundleMined(state, action: PayloadAction<TransactionRef & { transactionHashes: Hash[] }>) {
      const record = listOf(state, action.payload)?.find(
        (candidate) => candidate.hash === action.payload.hash,
      );
      if (record?.callsId !== undefined)
        record.transactionHashes = action.payload.transactionHashes;
    },
    /** A Safe transaction's confirmations so far (of how many it needs), as the Safe reports them. */
    safeTransactionProgressed(
      state,
      action: PayloadAction<
        TransactionRef & { confirmations?: number; confirmationsRequired?: number }
      >,
    ) {
      const record = pendingSafeRecord(state, action.payload);
      if (!record) return;
      const { confirmations, confirmationsRequired } = action.payload;
      if (confirmations !== undefined) record.confirmations = confirmations;
      if (confirmationsRequired !== undefined) record.confirmationsRequired = confirmationsRequired;
    },
    /** The Safe executed the transaction on chain: its receipt is followed by this hash. */
    safeTransactionExecuted(state, action: PayloadAction<TransactionRef & { executedHash: Hash }>) {
      const record = pendingSafeRecord(state, action.payload);
      if (record) record.executedHash = action.payload.executedHash;
    },
    /** The Safe transaction was rejected or replaced in the Safe. */
    safeTransactionCancelled(state, action: PayloadAction<TransactionRef>) {
      const record = pendingSafeRecord(state, action.payload);
      if (record) record.safeCancelled = true;
    },
    /** The record ended failed (`reason`), with the chain transactions that carried it, if any. */
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
    /** A reorganisation removed the block a confirmed transaction was mined in: pending again. */
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
  safeTransactionExecuted,
  safeTransactionCancelled,
  transactionSeen,
  transactionFailed,
  transactionSettled,
  transactionReorged,
  clearRecentTransactions,
} = transactionsSlice.actions;
export const transactionsReducer = transactionsSlice.reducer;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isDecimal = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);
const isAddress = (value: unknown) =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);
const isWhole = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

const KIND_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
/** Saved data stays small: a few figures per record. */
const INTENT_FIELDS_MAX = 16;
const INTENT_TEXT_LENGTH_MAX = 256;

const isIntentValue = (value: unknown) =>
  (typeof value === 'string' && value.length <= INTENT_TEXT_LENGTH_MAX) ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/**
 * A saved intent: none (a record older than kinds, see `migrations.ts`), or a kind with flat,
 * small data. What a kind's fields mean is its feature's to check where it reads them.
 */
function isSavedIntent(value: Record<string, unknown>): boolean {
  if (value.kind === undefined) return value.data === undefined;
  if (typeof value.kind !== 'string' || !KIND_PATTERN.test(value.kind)) return false;
  if (!isRecord(value.data)) return false;
  const entries = Object.entries(value.data);
  return entries.length <= INTENT_FIELDS_MAX && entries.every(([, field]) => isIntentValue(field));
}

const isHex = (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value);

/** A saved sighting: none, or sender, nonce and call of sound shape. */
function isSavedSighting(value: unknown): boolean {
  if (value === undefined) return true;
  return (
    isRecord(value) &&
    isAddress(value.from) &&
    isWhole(value.nonce) &&
    (value.to === null || isAddress(value.to)) &&
    isDecimal(value.value) &&
    isHex(value.input) &&
    isDecimal(value.seenAtBlock)
  );
}

const isHash = (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value);

/** A saved block of a confirmed transaction: its hash, its block's hash and number. */
const isSavedBlock = (value: unknown) =>
  isRecord(value) &&
  isHash(value.transactionHash) &&
  isHash(value.blockHash) &&
  isDecimal(value.blockNumber);

/** A confirmed record's blocks: none, one (a transaction), or one per transaction (a bundle). */
const isSavedMinedIn = (value: unknown) =>
  value === undefined ||
  isSavedBlock(value) ||
  (Array.isArray(value) && value.length > 0 && value.every(isSavedBlock));
/** EIP-5792 leaves the id's form to the wallet; it is bounded here so storage stays small. */
const CALLS_ID_LENGTH_MAX = 1024;

/** A bundle's optional fields: absent on ordinary transactions. */
function isSavedBundle(value: Record<string, unknown>): boolean {
  const { callsId, transactionHashes } = value;
  if (
    callsId !== undefined &&
    (typeof callsId !== 'string' || callsId === '' || callsId.length > CALLS_ID_LENGTH_MAX)
  ) {
    return false;
  }
  return (
    transactionHashes === undefined ||
    (Array.isArray(transactionHashes) && transactionHashes.every(isHash))
  );
}

/** Counts of confirmations stay small: a Safe has at most a few hundred owners. */
const SAFE_CONFIRMATIONS_MAX = 1024;
const isSavedCount = (value: unknown) =>
  value === undefined || (isWhole(value) && (value as number) <= SAFE_CONFIRMATIONS_MAX);

/** A Safe transaction's optional fields: absent on every other record. */
function isSavedSafe(value: Record<string, unknown>): boolean {
  const { safeTxHash, confirmations, confirmationsRequired, executedHash, safeCancelled } = value;
  if (safeTxHash === undefined) {
    return (
      confirmations === undefined &&
      confirmationsRequired === undefined &&
      executedHash === undefined &&
      safeCancelled === undefined
    );
  }
  return (
    isHash(safeTxHash) &&
    isSavedCount(confirmations) &&
    isSavedCount(confirmationsRequired) &&
    (executedHash === undefined || isHash(executedHash)) &&
    (safeCancelled === undefined || typeof safeCancelled === 'boolean')
  );
}

function isRecentTransaction(value: unknown): boolean {
  return (
    isRecord(value) &&
    isHash(value.hash) &&
    isSavedBundle(value) &&
    isSavedSafe(value) &&
    typeof value.description === 'string' &&
    typeof value.addedAt === 'number' &&
    (TRANSACTION_STATUSES as readonly unknown[]).includes(value.status) &&
    isSavedIntent(value) &&
    isSavedSighting(value.sent) &&
    isSavedMinedIn(value.minedIn)
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
