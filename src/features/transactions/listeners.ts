import { REHYDRATE } from 'redux-persist';
import { addListener, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/listener';

import type { AppDispatch, RootState } from '@/app/store';
import { pendingTransactionRefs } from './selectors';
import type { ReceiptWatchClient, WatchOutcome } from './receiptWatch';
import {
  addRecentTransaction,
  transactionConfirmed,
  transactionFailed,
  transactionSeen,
  type RecentTransaction,
  type TransactionRef,
} from './slice';

/** Follows one transaction to its end (`receiptWatch.ts`); null when `signal` aborts. */
export type WatchTransaction = (
  ref: TransactionRef,
  known: RecentTransaction['sent'],
  onSeen: (sent: NonNullable<RecentTransaction['sent']>) => void,
  signal: AbortSignal,
) => Promise<WatchOutcome | null>;

function recordOf(state: RootState, ref: TransactionRef): RecentTransaction | undefined {
  const list = state.transactions.byAccount[ref.account.toLowerCase()]?.[String(ref.chainId)];
  return list?.find((record) => record.hash === ref.hash);
}

/**
 * Watches every recorded transaction to its end: on `addRecentTransaction` and, after a reload,
 * each record still pending once storage is rehydrated (with the nonce and call the node showed
 * before the reload, so a speed-up or cancel sent meanwhile is still recognised).
 *
 * - mined → `transactionConfirmed` (success) or `transactionFailed` (reverted);
 * - sped up (same call, same nonce, higher fee) → the replacement's status;
 * - cancelled or replaced by another call → failed; dropped from the mempool → failed;
 * - a record cleared while pending stops its watch; a chain this build does not configure
 *   cannot be watched: the record stays pending.
 */
export function createTransactionListeners(watchTransaction: WatchTransaction) {
  return function registerTransactionListeners(startListening: AppStartListening): void {
    // One watch per transaction per store, however often it is asked for.
    const watching = new Set<string>();

    async function watch(
      ref: TransactionRef,
      api: Pick<ListenerEffectAPI<RootState, AppDispatch>, 'getState' | 'dispatch' | 'signal'>,
    ) {
      const key = `${ref.account.toLowerCase()}:${ref.chainId}:${ref.hash}`;
      const record = recordOf(api.getState(), ref);
      if (watching.has(key) || record?.status !== 'pending') return;
      watching.add(key);
      // Stops when the record is no longer pending (cleared) or the listener is cancelled.
      const stop = new AbortController();
      const abort = () => stop.abort();
      api.signal.addEventListener('abort', abort, { once: true });
      const unsubscribe = api.dispatch(
        addRecordGoneListener(ref, () => stop.abort()),
      ) as unknown as () => void;
      try {
        const outcome = await watchTransaction(
          ref,
          record.sent,
          (sent) => api.dispatch(transactionSeen({ ...ref, sent })),
          stop.signal,
        );
        if (!outcome) return;
        api.dispatch(
          outcome.status === 'success' ? transactionConfirmed(ref) : transactionFailed(ref),
        );
      } catch {
        // The chain is not configured in this build: the record stays pending.
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
        const refs = pendingTransactionRefs(api.getState().transactions.byAccount);
        await Promise.all(refs.map((ref) => watch(ref, api)));
      },
    });
  };
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

/**
 * The chain clients and the watch (with most of viem) load on the first transaction to watch,
 * not with the first view.
 */
export const registerTransactionListeners = createTransactionListeners(
  async (ref, known, onSeen, signal) => {
    const [{ getChainClient }, { watchTransaction }] = await Promise.all([
      import('@/wallet/clients'),
      import('./receiptWatch'),
    ]);
    const client = getChainClient(ref.chainId) as unknown as ReceiptWatchClient;
    return watchTransaction(client, ref.hash, { signal, known, onSeen });
  },
);
