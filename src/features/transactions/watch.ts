/**
 * The one watch of Recent Transactions: each pending record (added, or restored after a reload) is
 * followed to its end by the first mode that follows it (hash, EIP-5792 bundle, Safe); confirmed
 * blocks are rechecked until deep enough (a reorganisation reopens the record and its status line).
 * No viem here: each mode loads it with its first record.
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
  isPending,
  isSafeRecord,
  isUnsettled,
  minedList,
  recordAt,
  refsWhere,
  transactionConfirmed,
  transactionFailed,
  transactionReorged,
  transactionSeen,
  transactionSettled,
  type RecentTransaction,
  type TransactionEnd,
  type TransactionRef,
} from './slice';

type ListenerApi = ListenerEffectAPI<RootState, AppDispatch>;
type WatchApi = Pick<ListenerApi, 'getState' | 'dispatch' | 'delay'>;

/** A record's end, with its blocks when known (then rechecked); null: it stays pending. */
type WatchEnd = (TransactionEnd & { minedIn?: MinedIn[] }) | null;

/** Whether a confirmed record's blocks are final, one is gone, or unknown (null: stopped). */
export type Confirmation = 'final' | 'reorged' | null;

export interface WatchMode {
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

/** Follows one transaction hash on its chain (`receiptWatch.ts`); null when `signal` aborts. */
export type FollowHash = (
  ref: TransactionRef,
  known: RecentTransaction['sent'],
  onSeen: (sent: NonNullable<RecentTransaction['sent']>) => void,
  signal: AbortSignal,
) => Promise<WatchOutcome | null>;

/** Checks a confirmed transaction's block on its chain; null when `signal` aborts. */
export type FollowConfirmation = (
  ref: TransactionRef,
  minedIn: MinedIn,
  signal: AbortSignal,
) => Promise<Confirmation>;

/** Where the chain mined a transaction now: null when it has no receipt. */
export type FindMined = (ref: TransactionRef) => Promise<MinedIn | null>;

/** Between two questions (nobody to ask, or still pending), and after a failed one. */
export type PollTiming = Record<'pollIntervalMs' | 'retryDelayMs', number>;

/**
 * `ref`'s end by its hash: mined → its status and block; sped up → the replacement's; replaced or
 * dropped → failed. Null (still pending) when stopped or the chain is not in this build.
 */
export async function endByHash(
  followHash: FollowHash,
  ref: TransactionRef,
  signal: AbortSignal,
  known?: RecentTransaction['sent'],
  onSeen: Parameters<FollowHash>[2] = () => undefined,
): Promise<WatchEnd> {
  const outcome = await followHash(ref, known, onSeen, signal).catch(() => null);
  if (!outcome) return null;
  if (outcome.status === 'failed') return { status: 'failed', reason: 'notMined', hashes: [] };
  const hashes = [outcome.minedHash];
  if (outcome.status === 'reverted') return { status: 'failed', reason: 'reverted', hashes };
  return {
    status: 'confirmed',
    hashes,
    ...(outcome.minedIn ? { minedIn: [outcome.minedIn] } : {}),
  };
}

/** The live connection while it is connected with `account` (after a reload, once restored). */
export function connectionOf(state: RootState, account: string) {
  const active = getActiveConnection();
  const { status, account: connected } = state.connection;
  return active && status === 'connected' && connected?.toLowerCase() === account.toLowerCase()
    ? active
    : null;
}

const refOf = ({ account, chainId, hash }: TransactionRef) => ({ account, chainId, hash });
const keyOf = (ref: TransactionRef) => `${ref.account.toLowerCase()}:${ref.chainId}:${ref.hash}`;

/**
 * Runs `task` for `ref`'s record while it passes `still`, one at a time per record: its signal
 * aborts when the record no longer does (finished, settled, cleared) or the listener is cancelled.
 */
async function whileRecord<T>(
  running: Set<string>,
  ref: TransactionRef,
  still: (record: RecentTransaction | undefined) => boolean,
  api: ListenerApi,
  task: (record: RecentTransaction, signal: AbortSignal) => Promise<T>,
): Promise<T | null> {
  const key = keyOf(ref);
  const record = recordAt(api.getState().transactions, ref);
  if (running.has(key) || !record || !still(record)) return null;
  running.add(key);
  const stop = new AbortController();
  const abort = () => stop.abort();
  api.signal.addEventListener('abort', abort, { once: true });
  const unsubscribe = api.dispatch(
    addListener({
      predicate: (_action, state) => !still(recordAt((state as RootState).transactions, ref)),
      effect: (_action, listener) => {
        listener.unsubscribe();
        abort();
      },
    }),
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

/** Dispatched once the lazily loaded watch is registered: it takes up every record held. */
export const watchStarted = createAction('transactions/watchStarted');

/** The watch over `modes`, tried in order: the first that follows a record watches it. */
export function createTransactionWatch(modes: readonly WatchMode[]) {
  return function registerTransactionWatch(startListening: AppStartListening): void {
    // One watch and one check per record per store, however often they are asked for.
    const watching = new Set<string>();
    const checking = new Set<string>();
    /** Status lines a reorganisation put back to pending, by record, and the hashes they show. */
    const reopened = new Map<string, { flowIds: string[]; shown: Hash[] }>();
    const modeOf = (record: RecentTransaction) => modes.find((mode) => mode.follows(record));

    function settleReopened(ref: TransactionRef, end: NonNullable<WatchEnd>, api: WatchApi) {
      const { flowIds, shown } = reopened.get(keyOf(ref)) ?? { flowIds: [], shown: [] };
      reopened.delete(keyOf(ref));
      const failed = end.status === 'failed';
      const message =
        failed && end.reason === 'reverted' ? 'writeErrors.reverted' : 'writeErrors.notMined';
      for (const flowId of flowIds) {
        const flow = api.getState().writeFlows[flowId];
        if (flow?.stage !== 'pending' || !flow.hash || !shown.includes(flow.hash)) continue;
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

    async function watch(ref: TransactionRef, api: ListenerApi) {
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

    async function recheck(ref: TransactionRef, api: ListenerApi) {
      const verdict = await whileRecord(checking, ref, isUnsettled, api, async (record, signal) => {
        const mode = modeOf(record);
        return mode?.recheck ? mode.recheck(ref, minedList(record.minedIn), signal) : null;
      });
      if (verdict === 'final') api.dispatch(transactionSettled(ref));
      if (verdict === 'reorged') api.dispatch(transactionReorged(ref));
    }

    startListening({
      actionCreator: addRecentTransaction,
      effect: ({ payload }, api) => watch(refOf(payload), api),
    });

    startListening({
      predicate: (action) => action.type === REHYDRATE || watchStarted.match(action),
      effect: async (_action, api) => {
        const { transactions } = api.getState();
        await Promise.all([
          ...refsWhere(transactions, isPending).map((ref) => watch(ref, api)),
          ...refsWhere(transactions, isUnsettled).map((ref) => recheck(ref, api)),
        ]);
      },
    });

    startListening({
      actionCreator: transactionConfirmed,
      effect: ({ payload }, api) => recheck(refOf(payload), api),
    });

    // Its block is gone: pending again, with each status line that showed it confirmed (by its key
    // or a transaction that carried it, kept by the record until this action); watched again.
    startListening({
      actionCreator: transactionReorged,
      effect: async ({ payload }, api) => {
        const ref = refOf(payload);
        const before = recordAt(api.getOriginalState().transactions, ref);
        const shown = [
          ref.hash,
          ...minedList(before?.minedIn).map((mined) => mined.transactionHash),
        ];
        const flowIds: string[] = [];
        for (const [flowId, flow] of Object.entries(api.getState().writeFlows)) {
          if (flow.stage !== 'confirmed' || !flow.hash || !shown.includes(flow.hash)) continue;
          flowIds.push(flowId);
          api.dispatch(writeStageChanged({ ...flow, flowId, stage: 'pending', message: null }));
        }
        if (flowIds.length > 0) reopened.set(keyOf(ref), { flowIds, shown });
        await watch(ref, api);
      },
    });
  };
}

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
  return new Promise<Confirmation>((resolve) => {
    const verdicts = blocks.map(async (mined) => {
      const verdict = await check(ref, mined, stop.signal).catch(() => null);
      if (verdict === 'reorged') resolve('reorged');
      return verdict;
    });
    void Promise.all(verdicts).then((all) => {
      const final = all.length > 0 && all.every((verdict) => verdict === 'final');
      resolve(final && !signal.aborted ? 'final' : null);
    });
  }).finally(() => {
    stop.abort();
    signal.removeEventListener('abort', abort);
  });
}

export function createHashMode(
  followHash: FollowHash,
  followConfirmation: FollowConfirmation = confirmOnChain,
): WatchMode {
  return {
    follows: (record) => record.callsId === undefined && record.safeTxHash === undefined,
    follow: (ref, record, api, signal) =>
      endByHash(followHash, ref, signal, record.sent, (sent) =>
        api.dispatch(transactionSeen({ ...ref, sent })),
      ),
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

const followOnChain: FollowHash = async (ref, known, onSeen, signal) => {
  const { client, watchTransaction } = await onChain(ref.chainId);
  return watchTransaction(client, ref.hash, { signal, known, onSeen });
};

const confirmOnChain: FollowConfirmation = async (ref, minedIn, signal) => {
  const { client, watchConfirmation } = await onChain(ref.chainId);
  return watchConfirmation(client, minedIn, { signal });
};

const findOnChain: FindMined = async (ref) => {
  const { client, minedBlockOf } = await onChain(ref.chainId);
  return minedBlockOf(client, ref.hash);
};

const sameHashes = (one: readonly Hash[] | null, other: readonly Hash[]) =>
  one !== null && one.length === other.length && one.every((hash, index) => hash === other[index]);

/**
 * A call bundle (EIP-5792), asked about with `wallet_getCallsStatus` by the wallet connected with
 * its account (none, as after a reload before the restore, keeps it pending):
 * - 1xx → asked again after `pollIntervalMs`; a network error or malformed answer: `retryDelayMs`;
 * - 3xx-6xx, a reverted receipt, unknown to the wallet (5730: nothing can say otherwise) → failed;
 * - 2xx → each transaction looked up on chain (a wallet may report receipts a reorganisation
 *   removed): mined → confirmed; not mined → followed as a hash (dropped → the wallet is asked
 *   again; the same ones reported again → failed); a chain that cannot answer: the wallet's word.
 */
export function createBundleMode({
  providerFor = (state: RootState, account: string): Eip1193Provider | null =>
    connectionOf(state, account)?.provider ?? null,
  timing = {
    pollIntervalMs: CALLS_STATUS_POLL_INTERVAL_MS,
    retryDelayMs: CALLS_STATUS_RETRY_DELAY_MS,
  },
  findMined = findOnChain,
  followHash = followOnChain,
  followConfirmation = confirmOnChain,
} = {}): WatchMode {
  async function onChainEnd(ref: TransactionRef, signal: AbortSignal): Promise<WatchEnd> {
    const mined = await findMined(ref).catch(() => undefined);
    if (mined === undefined) return { status: 'confirmed', hashes: [ref.hash] };
    if (mined) return { status: 'confirmed', hashes: [ref.hash], minedIn: [mined] };
    return endByHash(followHash, ref, signal);
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
        if (hashes.length > 0) {
          api.dispatch(callsBundleMined({ ...ref, transactionHashes: hashes }));
        }
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
 * A mode loaded with its first record (the Safe's: only a hub framed by a Safe has any); a failed
 * download leaves the record pending, retried with the next.
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
      const mode = await loading.catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return mode.follow(ref, record, api, signal);
    },
  };
}

const hashMode = createHashMode(followOnChain);

/** The app's watch: Safe transactions through the Safe, bundles through the wallet, else by hash. */
export const registerTransactionWatch = createTransactionWatch([
  // An executed Safe transaction's block is rechecked as a hash's (its receipt on chain).
  loadedMode(
    isSafeRecord,
    async () => (await import('./safeWatch')).createSafeMode(followOnChain),
    hashMode.recheck,
  ),
  createBundleMode(),
  hashMode,
]);
