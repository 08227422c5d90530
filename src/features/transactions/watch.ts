/**
 * The one watch of Recent Transactions: every pending record is followed to its end by the mode
 * its record calls for, when it is added and, after a reload, once storage is rehydrated.
 *
 * - `hashMode`: a transaction hash, through the chain (`receiptWatch.ts`): mined, sped up,
 *   cancelled, replaced, dropped;
 * - `bundleMode`: an EIP-5792 call bundle, through the wallet that sent it
 *   (`wallet_getCallsStatus`): it has no transaction hash until it is mined; then each of its
 *   transactions through the chain, by its hash;
 * - `safeMode` (`safeWatch.ts`): a Safe transaction hash, through the Safe (awaiting its
 *   owners' confirmations, k of n), then by the hash that executed it on chain;
 * - a mode per further kind of answer a wallet gives plugs in the same way.
 *
 * The watch ends a record `transactionConfirmed` or `transactionFailed`, with the chain
 * transactions that carried it (and why it failed): all a write needs to know of its end. A
 * record cleared while pending stops its watch; a record no mode can follow (a chain this build
 * does not configure) stays pending. A record confirmed with its blocks (`minedIn`) is checked by
 * its mode until they are deep enough (`transactionSettled`); a reorganisation that removes one
 * makes the record pending again (`transactionReorged`), with the write's status line, and it is
 * watched again.
 * No viem here: each mode loads what it needs with its first record.
 */
import { REHYDRATE } from 'redux-persist';
import { addListener, createAction, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/listener';
import type { AppDispatch, RootState } from '@/app/store';
import { CALLS_STATUS_POLL_INTERVAL_MS, CALLS_STATUS_RETRY_DELAY_MS } from '@/config/constants';
import { t } from '@/i18n/runtime';
import type { Hash } from 'viem';
import type { Eip1193Provider } from '@/wallet/eip1193';
import type { CallsStatus } from '@/wallet/eip5792';
import { getActiveConnection } from '@/wallet/providerRegistry';
import { writeStageChanged } from './flowSlice';
import type { MinedIn, WatchOutcome } from './receiptWatch';
import {
  addRecentTransaction,
  callsBundleMined,
  isSafeRecord,
  minedList,
  transactionConfirmed,
  transactionFailed,
  transactionReorged,
  transactionSeen,
  transactionSettled,
  type RecentTransaction,
  type TransactionEnd,
  type TransactionRef,
} from './slice';

export type WatchApi = Pick<
  ListenerEffectAPI<RootState, AppDispatch>,
  'getState' | 'dispatch' | 'delay'
>;

/**
 * How a record ended, with the blocks it was mined in when the mode knows them (the record is
 * then checked for a reorganisation); null: the watch was stopped (or cannot follow it) and it
 * stays pending.
 */
export type WatchEnd = (TransactionEnd & { minedIn?: MinedIn[] }) | null;

/** A followed transaction's end (`receiptWatch.ts`) as a record's. */
export function endOf(outcome: WatchOutcome): NonNullable<WatchEnd> {
  if (outcome.status === 'failed') return { status: 'failed', reason: 'notMined', hashes: [] };
  const hashes = [outcome.minedHash];
  if (outcome.status === 'reverted') return { status: 'failed', reason: 'reverted', hashes };
  return {
    status: 'confirmed',
    hashes,
    ...(outcome.minedIn ? { minedIn: [outcome.minedIn] } : {}),
  };
}

/** Whether a confirmed record's block is final ('final'), gone ('reorged'), or unknown (null: stopped). */
export type Confirmation = 'final' | 'reorged' | null;

/** One way of following a sent record to its end. */
export interface WatchMode {
  /** Whether this mode follows `record`. */
  follows(record: RecentTransaction): boolean;
  follow(
    ref: TransactionRef,
    record: RecentTransaction,
    api: WatchApi,
    signal: AbortSignal,
  ): Promise<WatchEnd>;
  /** Checks a record confirmed in these blocks until they are final or one is gone. */
  recheck?(ref: TransactionRef, minedIn: MinedIn[], signal: AbortSignal): Promise<Confirmation>;
}

function recordOf(state: RootState, ref: TransactionRef): RecentTransaction | undefined {
  const list = state.transactions.byAccount[ref.account.toLowerCase()]?.[String(ref.chainId)];
  return list?.find((record) => record.hash === ref.hash);
}

type RecordTest = (record: RecentTransaction | undefined) => boolean;
const isPending: RecordTest = (record) => record?.status === 'pending';
/** Confirmed, and its block still checked for a reorganisation. */
const isUnsettled: RecordTest = (record) =>
  record?.status === 'confirmed' && record.minedIn !== undefined;

/** The records of every account and chain that pass `test`. */
function refsWhere(state: RootState, test: RecordTest): TransactionRef[] {
  return Object.entries(state.transactions.byAccount).flatMap(([account, byChain]) =>
    Object.entries(byChain).flatMap(([chainId, list]) =>
      list.filter(test).map((record) => ({ account, chainId: Number(chainId), hash: record.hash })),
    ),
  );
}

const keyOf = (ref: TransactionRef) => `${ref.account.toLowerCase()}:${ref.chainId}:${ref.hash}`;

/** Calls `onGone` once the record of `ref` no longer passes `still` (finished, settled or cleared). */
function addRecordGoneListener(ref: TransactionRef, still: RecordTest, onGone: () => void) {
  return addListener({
    predicate: (_action, state) => !still(recordOf(state as RootState, ref)),
    effect: (_action, api) => {
      api.unsubscribe();
      onGone();
    },
  });
}

/**
 * Runs `task` for the record of `ref` while it passes `still`, once at a time per record: its
 * signal aborts when the record no longer does or the listener is cancelled.
 */
async function whileRecord<T>(
  running: Set<string>,
  ref: TransactionRef,
  still: RecordTest,
  api: ListenerEffectAPI<RootState, AppDispatch>,
  task: (record: RecentTransaction, signal: AbortSignal) => Promise<T>,
): Promise<T | null> {
  const key = keyOf(ref);
  const record = recordOf(api.getState(), ref);
  if (running.has(key) || !record || !still(record)) return null;
  running.add(key);
  const stop = new AbortController();
  const abort = () => stop.abort();
  api.signal.addEventListener('abort', abort, { once: true });
  const unsubscribe = api.dispatch(
    addRecordGoneListener(ref, still, abort),
  ) as unknown as () => void;
  try {
    const result = await task(record, stop.signal);
    return stop.signal.aborted ? null : result;
  } finally {
    unsubscribe();
    api.signal.removeEventListener('abort', abort);
    running.delete(key);
  }
}

/** The flows (a write's status line) showing confirmed one of `hashes` (a record's key or its transactions'). */
function confirmedFlowsOf(state: RootState, hashes: Hash[]): string[] {
  return Object.entries(state.writeFlows)
    .filter(([, flow]) => flow.stage === 'confirmed' && flow.hash && hashes.includes(flow.hash))
    .map(([flowId]) => flowId);
}

/**
 * Dispatched once the watch's listeners are registered (`lazyWatch.ts` loads them with the first
 * record to follow): they take up every record the state holds, as after a restore.
 */
export const watchStarted = createAction('transactions/watchStarted');

/** The watch over `modes`, tried in order: the first that follows a record watches it. */
export function createTransactionWatch(modes: readonly WatchMode[]) {
  return function registerTransactionWatch(startListening: AppStartListening): void {
    // One watch and one check per record per store, however often they are asked for.
    const watching = new Set<string>();
    const checking = new Set<string>();
    /** Status lines put back to pending by a reorganisation, by record, and the hashes they show. */
    const reopened = new Map<string, { flowIds: string[]; shown: Hash[] }>();
    const modeOf = (record: RecentTransaction) => modes.find((mode) => mode.follows(record));

    /** Puts the status lines of a record that a reorganisation reopened to its new end. */
    function settleReopened(ref: TransactionRef, end: NonNullable<WatchEnd>, api: WatchApi) {
      const { flowIds, shown } = reopened.get(keyOf(ref)) ?? { flowIds: [], shown: [] };
      reopened.delete(keyOf(ref));
      const failed = end.status === 'failed';
      for (const flowId of flowIds) {
        const flow = api.getState().writeFlows[flowId];
        if (flow?.stage !== 'pending' || !flow.hash || !shown.includes(flow.hash)) continue;
        const message =
          failed && end.reason === 'reverted' ? 'writeErrors.reverted' : 'writeErrors.notMined';
        api.dispatch(
          writeStageChanged({
            flowId,
            chainId: flow.chainId,
            stage: failed ? 'failed' : 'confirmed',
            hash: flow.hash,
            label: flow.label,
            message: failed ? t(message) : null,
          }),
        );
      }
    }

    async function watch(ref: TransactionRef, api: ListenerEffectAPI<RootState, AppDispatch>) {
      const end = await whileRecord(watching, ref, isPending, api, async (record, signal) => {
        const mode = modeOf(record);
        return mode ? mode.follow(ref, record, api, signal) : null;
      });
      if (end === null) return;
      const { hashes } = end;
      api.dispatch(
        end.status === 'confirmed'
          ? transactionConfirmed({
              ...ref,
              hashes,
              ...(end.minedIn ? { minedIn: end.minedIn } : {}),
            })
          : transactionFailed({ ...ref, reason: end.reason, hashes }),
      );
      settleReopened(ref, end, api);
    }

    async function recheck(ref: TransactionRef, api: ListenerEffectAPI<RootState, AppDispatch>) {
      const verdict = await whileRecord(checking, ref, isUnsettled, api, (record, signal) => {
        const mode = modeOf(record);
        return mode?.recheck
          ? mode.recheck(ref, minedList(record.minedIn), signal)
          : Promise.resolve(null);
      });
      if (verdict === 'final') api.dispatch(transactionSettled(ref));
      if (verdict === 'reorged') api.dispatch(transactionReorged(ref));
    }

    startListening({
      actionCreator: addRecentTransaction,
      effect: async (action, api) => {
        const { account, chainId, hash } = action.payload;
        await watch({ account, chainId, hash }, api);
      },
    });

    startListening({
      predicate: (action) => action.type === REHYDRATE || watchStarted.match(action),
      effect: async (_action, api) => {
        const state = api.getState();
        await Promise.all([
          ...refsWhere(state, isPending).map((ref) => watch(ref, api)),
          ...refsWhere(state, isUnsettled).map((ref) => recheck(ref, api)),
        ]);
      },
    });

    startListening({
      actionCreator: transactionConfirmed,
      effect: async ({ payload: { account, chainId, hash } }, api) => {
        await recheck({ account, chainId, hash }, api);
      },
    });

    // Its block is gone: the record is pending again, so is the status line that showed it
    // confirmed, and the record is watched again to its new end.
    startListening({
      actionCreator: transactionReorged,
      effect: async ({ payload: { account, chainId, hash } }, api) => {
        const ref = { account, chainId, hash };
        // A status line shows the record's key or the transaction that carried it (a speed-up's,
        // a Safe's executed one), which the record kept until this action.
        const before = recordOf(api.getOriginalState(), ref);
        const shown = [hash, ...minedList(before?.minedIn).map((mined) => mined.transactionHash)];
        const flowIds = confirmedFlowsOf(api.getState(), shown);
        for (const flowId of flowIds) {
          const flow = api.getState().writeFlows[flowId]!;
          api.dispatch(writeStageChanged({ ...flow, flowId, stage: 'pending', message: null }));
        }
        if (flowIds.length > 0) reopened.set(keyOf(ref), { flowIds, shown });
        await watch(ref, api);
      },
    });
  };
}

/** Follows one transaction hash on its chain (`receiptWatch.ts`); null when `signal` aborts. */
export type FollowHash = (
  ref: TransactionRef,
  known: RecentTransaction['sent'],
  onSeen: (sent: NonNullable<RecentTransaction['sent']>) => void,
  signal: AbortSignal,
) => Promise<WatchOutcome | null>;

/** Checks a confirmed transaction's block on its chain (`receiptWatch.ts`); null when `signal` aborts. */
export type FollowConfirmation = (
  ref: TransactionRef,
  minedIn: MinedIn,
  signal: AbortSignal,
) => Promise<Confirmation>;

/** Where the chain mined a transaction now (`receiptWatch.ts`): null when it has no receipt. */
export type FindMined = (ref: TransactionRef) => Promise<MinedIn | null>;

/** Checks each block at once: 'final' once all are, 'reorged' as soon as one is gone. */
function confirmEach(
  check: FollowConfirmation,
  ref: TransactionRef,
  blocks: MinedIn[],
  signal: AbortSignal,
): Promise<Confirmation> {
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal.addEventListener('abort', abort, { once: true });
  let left = blocks.length;
  let final = true;
  return new Promise<Confirmation>((resolve) => {
    if (left === 0) resolve(null);
    for (const mined of blocks) {
      void check(ref, mined, stop.signal)
        .catch(() => null)
        .then((verdict) => {
          if (verdict === 'reorged') resolve('reorged');
          final &&= verdict === 'final';
          left -= 1;
          if (left === 0) resolve(final && !signal.aborted ? 'final' : null);
        });
    }
  }).finally(() => {
    stop.abort();
    signal.removeEventListener('abort', abort);
  });
}

/**
 * A transaction hash: mined → its status (confirmed with its block, then checked for a
 * reorganisation); sped up → the replacement's; replaced or dropped → failed.
 */
export function createHashMode(
  followHash: FollowHash,
  followConfirmation: FollowConfirmation = confirmOnChain,
): WatchMode {
  return {
    follows: (record) => record.callsId === undefined && record.safeTxHash === undefined,
    async follow(ref, record, api, signal) {
      try {
        const outcome = await followHash(
          ref,
          record.sent,
          (sent) => api.dispatch(transactionSeen({ ...ref, sent })),
          signal,
        );
        return outcome && endOf(outcome);
      } catch {
        // The chain is not configured in this build: the record stays pending.
        return null;
      }
    },
    recheck: (ref, blocks, signal) => confirmEach(followConfirmation, ref, blocks, signal),
  };
}

/** The chain's viem client and the receipt watch (with most of viem) load with the first record. */
async function onChain(chainId: number) {
  const [{ getChainClient }, receiptWatch] = await Promise.all([
    import('@/wallet/clients'),
    import('./receiptWatch'),
  ]);
  return { client: await getChainClient(chainId).viemClient(), ...receiptWatch };
}

export const followOnChain: FollowHash = async (ref, known, onSeen, signal) => {
  const { client, watchTransaction } = await onChain(ref.chainId);
  return watchTransaction(client, ref.hash, { signal, known, onSeen });
};

export const confirmOnChain: FollowConfirmation = async (ref, minedIn, signal) => {
  const { client, watchConfirmation } = await onChain(ref.chainId);
  return watchConfirmation(client, minedIn, { signal });
};

export const findOnChain: FindMined = async (ref) => {
  const { client, minedBlockOf } = await onChain(ref.chainId);
  return minedBlockOf(client, ref.hash);
};

export const hashMode = createHashMode(followOnChain);

/**
 * The wallet to ask about a bundle of `account`: the live connection's provider while it is
 * connected with that account (after a reload, once the connection is restored), else none.
 */
export type BundleProviderLookup = (state: RootState, account: string) => Eip1193Provider | null;

export const activeProviderFor: BundleProviderLookup = (state, account) => {
  const active = getActiveConnection();
  const { status, account: connected } = state.connection;
  if (!active || status !== 'connected' || connected?.toLowerCase() !== account.toLowerCase())
    return null;
  return active.provider;
};

export interface BundleWatchTiming {
  /** Between two status requests while the bundle is pending (or no wallet is there to ask). */
  pollIntervalMs: number;
  /** After the wallet failed to answer (network error, malformed answer). */
  retryDelayMs: number;
}

export interface BundleModeOptions {
  providerFor?: BundleProviderLookup;
  timing?: BundleWatchTiming;
  /** Where the chain mined a transaction the wallet reports. */
  findMined?: FindMined;
  /** Follows one the chain has not mined (the hash mode's follower). */
  followHash?: FollowHash;
  followConfirmation?: FollowConfirmation;
}

const sameHashes = (one: readonly Hash[] | null, other: readonly Hash[]) =>
  one !== null && one.length === other.length && one.every((hash, index) => hash === other[index]);

/**
 * A call bundle (EIP-5792), asked about with `wallet_getCallsStatus`:
 * - status 1xx → ask again after `pollIntervalMs`;
 * - 3xx-6xx (failed off chain, reverted, partly reverted) or a reverted receipt → failed;
 * - 2xx → each transaction it reports looked up on the chain by its hash (a wallet may report
 *   receipts a reorganisation removed): mined → confirmed with their blocks (checked for a
 *   reorganisation as a hash's); one the chain has not mined is followed as a hash (mined again
 *   → confirmed; reverted → failed; dropped → the wallet is asked again, and reporting the same
 *   transactions, the bundle failed); a chain that cannot answer now leaves the wallet's word;
 * - the wallet does not know the bundle (5730) → failed: nothing can ever say otherwise;
 * - a network error or a malformed answer → ask again after `retryDelayMs`;
 * - no wallet connected with the bundle's account (a reload before the restore, a switch) →
 *   pending, asked about once that account is back.
 */
export function createBundleMode({
  providerFor = activeProviderFor,
  timing = {
    pollIntervalMs: CALLS_STATUS_POLL_INTERVAL_MS,
    retryDelayMs: CALLS_STATUS_RETRY_DELAY_MS,
  },
  findMined = findOnChain,
  followHash = followOnChain,
  followConfirmation = confirmOnChain,
}: BundleModeOptions = {}): WatchMode {
  /** One reported transaction's end on the chain. */
  async function onChainEnd(ref: TransactionRef, signal: AbortSignal): Promise<WatchEnd> {
    let mined: MinedIn | null;
    try {
      mined = await findMined(ref);
    } catch {
      // The chain cannot say now (a node without the method, a network error): the wallet's
      // report stands.
      return { status: 'confirmed', hashes: [ref.hash] };
    }
    if (mined) return { status: 'confirmed', hashes: [ref.hash], minedIn: [mined] };
    const outcome = await followHash(ref, undefined, () => undefined, signal).catch(() => null);
    return outcome && endOf(outcome);
  }

  return {
    follows: (record) => record.callsId !== undefined && !isSafeRecord(record),
    async follow(ref, record, api, signal) {
      const callsId = record.callsId!;
      const { getCallsStatus, isUnknownBundle } = await import('@/wallet/eip5792');
      // The transactions last followed and found not mined.
      let notMined: Hash[] | null = null;
      while (!signal.aborted) {
        const provider = providerFor(api.getState(), ref.account);
        if (!provider) {
          await api.delay(timing.pollIntervalMs);
          continue;
        }
        let status: CallsStatus;
        try {
          status = await getCallsStatus(provider, callsId);
        } catch (error) {
          if (isUnknownBundle(error)) return { status: 'failed', reason: 'failed', hashes: [] };
          await api.delay(timing.retryDelayMs);
          continue;
        }
        if (status.outcome === 'pending') {
          await api.delay(timing.pollIntervalMs);
          continue;
        }
        const hashes = status.transactionHashes;
        if (hashes.length > 0)
          api.dispatch(callsBundleMined({ ...ref, transactionHashes: hashes }));
        if (status.outcome === 'failed') return { status: 'failed', reason: 'failed', hashes };
        if (hashes.length === 0) return { status: 'confirmed', hashes };
        if (sameHashes(notMined, hashes)) return { status: 'failed', reason: 'notMined', hashes };
        const ends = await Promise.all(hashes.map((hash) => onChainEnd({ ...ref, hash }, signal)));
        if (signal.aborted || !ends.every((end) => end !== null)) return null;
        if (ends.every((end) => end.status === 'confirmed')) {
          // The chain's transactions (a speed-up's, should one have replaced the wallet's).
          const mined = ends.flatMap((end) => end.hashes);
          const minedIn = ends.flatMap((end) => end.minedIn ?? []);
          return { status: 'confirmed', hashes: mined, ...(minedIn.length > 0 ? { minedIn } : {}) };
        }
        if (ends.some((end) => end.status === 'failed' && end.reason === 'reverted')) {
          return { status: 'failed', reason: 'reverted', hashes };
        }
        notMined = hashes;
      }
      return null;
    },
    recheck: (ref, blocks, signal) => confirmEach(followConfirmation, ref, blocks, signal),
  };
}

/**
 * A mode whose code loads with the first record it follows: the Safe's, which only a hub framed
 * by a Safe ever has (0.5 KiB a visitor's `/` does not download).
 */
export function loadedMode(
  follows: WatchMode['follows'],
  load: () => Promise<WatchMode>,
  recheck?: WatchMode['recheck'],
): WatchMode {
  let loading: Promise<WatchMode> | undefined;
  return {
    follows,
    recheck,
    async follow(ref, record, api, signal) {
      loading ??= load();
      // A failed download leaves the record pending (and is tried again with the next record).
      const mode = await loading.catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return mode.follow(ref, record, api, signal);
    },
  };
}

/** The app's watch: Safe transactions through the Safe, bundles through the wallet, everything else by its hash. */
export const registerTransactionWatch = createTransactionWatch([
  // An executed Safe transaction's block is checked as a hash's (its receipt on chain).
  loadedMode(
    isSafeRecord,
    async () => (await import('./safeWatch')).createSafeMode(followOnChain),
    hashMode.recheck,
  ),
  createBundleMode(),
  hashMode,
]);
