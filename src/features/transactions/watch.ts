/**
 * The one watch of Recent Transactions: every pending record is followed to its end by the mode
 * its record calls for, when it is added and, after a reload, once storage is rehydrated.
 *
 * - `hashMode`: a transaction hash, through the chain (`receiptWatch.ts`): mined, sped up,
 *   cancelled, replaced, dropped;
 * - `bundleMode`: an EIP-5792 call bundle, through the wallet that sent it
 *   (`wallet_getCallsStatus`): it has no transaction hash until it is mined;
 * - `safeMode` (`safeWatch.ts`): a Safe transaction hash, through the Safe (awaiting its
 *   owners' confirmations, k of n), then by the hash that executed it on chain;
 * - a mode per further kind of answer a wallet gives plugs in the same way.
 *
 * The watch ends a record `transactionConfirmed` or `transactionFailed`; a record cleared while
 * pending stops its watch; a record no mode can follow (a chain this build does not configure)
 * stays pending. No viem here: each mode loads what it needs with its first record.
 */
import { REHYDRATE } from 'redux-persist';
import { addListener, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/listener';
import type { AppDispatch, RootState } from '@/app/store';
import { CALLS_STATUS_POLL_INTERVAL_MS, CALLS_STATUS_RETRY_DELAY_MS } from '@/config/constants';
import type { Eip1193Provider } from '@/wallet/eip1193';
import type { CallsStatus } from '@/wallet/eip5792';
import { getActiveConnection } from '@/wallet/providerRegistry';
import type { ReceiptWatchClient, WatchOutcome } from './receiptWatch';
import {
  addRecentTransaction,
  callsBundleMined,
  isSafeRecord,
  transactionConfirmed,
  transactionFailed,
  transactionSeen,
  type RecentTransaction,
  type TransactionRef,
} from './slice';

export type WatchApi = Pick<
  ListenerEffectAPI<RootState, AppDispatch>,
  'getState' | 'dispatch' | 'delay'
>;

/** How a record ended; null: the watch was stopped (or cannot follow it) and it stays pending. */
export type WatchEnd = 'confirmed' | 'failed' | null;

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
}

function recordOf(state: RootState, ref: TransactionRef): RecentTransaction | undefined {
  const list = state.transactions.byAccount[ref.account.toLowerCase()]?.[String(ref.chainId)];
  return list?.find((record) => record.hash === ref.hash);
}

/** Every pending record of every account and chain. */
function pendingRefs(state: RootState): TransactionRef[] {
  return Object.entries(state.transactions.byAccount).flatMap(([account, byChain]) =>
    Object.entries(byChain).flatMap(([chainId, list]) =>
      list
        .filter((record) => record.status === 'pending')
        .map((record) => ({ account, chainId: Number(chainId), hash: record.hash })),
    ),
  );
}

/** Calls `onGone` once the record of `ref` is no longer pending (finished or cleared). */
function addRecordGoneListener(ref: TransactionRef, onGone: () => void) {
  return addListener({
    predicate: (_action, state) => recordOf(state as RootState, ref)?.status !== 'pending',
    effect: (_action, api) => {
      api.unsubscribe();
      onGone();
    },
  });
}

/** The watch over `modes`, tried in order: the first that follows a record watches it. */
export function createTransactionWatch(modes: readonly WatchMode[]) {
  return function registerTransactionWatch(startListening: AppStartListening): void {
    // One watch per record per store, however often it is asked for.
    const watching = new Set<string>();

    async function watch(ref: TransactionRef, api: ListenerEffectAPI<RootState, AppDispatch>) {
      const key = `${ref.account.toLowerCase()}:${ref.chainId}:${ref.hash}`;
      const record = recordOf(api.getState(), ref);
      if (watching.has(key) || record?.status !== 'pending') return;
      const mode = modes.find((candidate) => candidate.follows(record));
      if (!mode) return;
      watching.add(key);
      const stop = new AbortController();
      const abort = () => stop.abort();
      api.signal.addEventListener('abort', abort, { once: true });
      const unsubscribe = api.dispatch(addRecordGoneListener(ref, abort)) as unknown as () => void;
      try {
        const end = await mode.follow(ref, record, api, stop.signal);
        if (end === null || stop.signal.aborted) return;
        api.dispatch(end === 'confirmed' ? transactionConfirmed(ref) : transactionFailed(ref));
      } finally {
        unsubscribe();
        api.signal.removeEventListener('abort', abort);
        watching.delete(key);
      }
    }

    startListening({
      actionCreator: addRecentTransaction,
      effect: async (action, api) => {
        const { account, chainId, hash } = action.payload;
        await watch({ account, chainId, hash }, api);
      },
    });

    startListening({
      predicate: (action) => action.type === REHYDRATE,
      effect: async (_action, api) => {
        await Promise.all(pendingRefs(api.getState()).map((ref) => watch(ref, api)));
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

/** A transaction hash: mined → its status; sped up → the replacement's; replaced or dropped → failed. */
export function createHashMode(followHash: FollowHash): WatchMode {
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
        if (!outcome) return null;
        return outcome.status === 'success' ? 'confirmed' : 'failed';
      } catch {
        // The chain is not configured in this build: the record stays pending.
        return null;
      }
    },
  };
}

/** The chain clients and the receipt watch (with most of viem) load with the first record. */
export const followOnChain: FollowHash = async (ref, known, onSeen, signal) => {
  const [{ getChainClient }, { watchTransaction }] = await Promise.all([
    import('@/wallet/clients'),
    import('./receiptWatch'),
  ]);
  const client = getChainClient(ref.chainId) as unknown as ReceiptWatchClient;
  return watchTransaction(client, ref.hash, { signal, known, onSeen });
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

/**
 * A call bundle (EIP-5792), asked about with `wallet_getCallsStatus`:
 * - status 1xx → ask again after `pollIntervalMs`;
 * - 2xx (no reverted receipt) → confirmed; 3xx-6xx (failed off chain, reverted, partly
 *   reverted) → failed; the transactions that carried it are kept with the record;
 * - the wallet does not know the bundle (5730) → failed: nothing can ever say otherwise;
 * - a network error or a malformed answer → ask again after `retryDelayMs`;
 * - no wallet connected with the bundle's account (a reload before the restore, a switch) →
 *   pending, asked about once that account is back.
 */
export function createBundleMode(
  providerFor: BundleProviderLookup = activeProviderFor,
  timing: BundleWatchTiming = {
    pollIntervalMs: CALLS_STATUS_POLL_INTERVAL_MS,
    retryDelayMs: CALLS_STATUS_RETRY_DELAY_MS,
  },
): WatchMode {
  return {
    follows: (record) => record.callsId !== undefined && !isSafeRecord(record),
    async follow(ref, record, api, signal) {
      const callsId = record.callsId!;
      const { getCallsStatus, isUnknownBundle } = await import('@/wallet/eip5792');
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
          if (isUnknownBundle(error)) return 'failed';
          await api.delay(timing.retryDelayMs);
          continue;
        }
        if (status.outcome === 'pending') {
          await api.delay(timing.pollIntervalMs);
          continue;
        }
        if (status.transactionHashes.length > 0) {
          api.dispatch(callsBundleMined({ ...ref, transactionHashes: status.transactionHashes }));
        }
        return status.outcome;
      }
      return null;
    },
  };
}

/**
 * A mode whose code loads with the first record it follows: the Safe's, which only a hub framed
 * by a Safe ever has (0.5 KiB a visitor's `/` does not download).
 */
export function loadedMode(
  follows: WatchMode['follows'],
  load: () => Promise<WatchMode>,
): WatchMode {
  let loading: Promise<WatchMode> | undefined;
  return {
    follows,
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
  loadedMode(isSafeRecord, async () => (await import('./safeWatch')).createSafeMode(followOnChain)),
  createBundleMode(),
  hashMode,
]);
