import { REHYDRATE } from 'redux-persist';
import type { PublicClient } from 'viem';
import type { AppStartListening } from '@/app/listener';
import type { ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/app/store';
import {
  TRANSACTION_RECEIPT_TIMEOUT_MS,
  TRANSACTION_WATCH_RETRY_DELAY_MS,
} from '@/config/constants';
import { waitUntilDropped } from './dropWatch';
import { pendingTransactionRefs } from './selectors';
import {
  addRecentTransaction,
  transactionConfirmed,
  transactionFailed,
  type TransactionRef,
} from './slice';

/**
 * viem's errors carry their class name in `name`; checking it (rather than `instanceof`)
 * keeps viem out of the first view's JavaScript, since this listener starts with the store.
 */
function isViemError(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

type ReceiptClient = Pick<
  PublicClient,
  'waitForTransactionReceipt' | 'getTransaction' | 'getTransactionCount'
>;
type GetClient = (chainId: number) => Promise<ReceiptClient>;

function isPending(state: RootState, ref: TransactionRef): boolean {
  const list = state.transactions.byAccount[ref.account.toLowerCase()]?.[String(ref.chainId)];
  return list?.some((record) => record.hash === ref.hash && record.status === 'pending') ?? false;
}

/** A transaction the node no longer knows (neither mined nor in its mempool) was dropped. */
async function isDropped(client: ReceiptClient, ref: TransactionRef): Promise<boolean> {
  try {
    await client.getTransaction({ hash: ref.hash });
    return false;
  } catch (error) {
    return isViemError(error, 'TransactionNotFoundError');
  }
}

/**
 * Watches the receipts of recorded transactions, on `addRecentTransaction` and, after a reload,
 * for every record still pending once storage is rehydrated.
 *
 * - mined with status success → `transactionConfirmed`; reverted → `transactionFailed`;
 * - replaced or cancelled by another transaction (viem's `onReplaced`) → failed; a mere
 *   re-pricing (same call, higher fee) takes the status of the new receipt;
 * - a wait that times out asks the node for the transaction: still in the mempool → wait again,
 *   unknown → dropped → failed;
 * - dropped from the mempool (unknown to the node, its nonce unused: see dropWatch.ts) → failed,
 *   within seconds;
 * - a network error → pause TRANSACTION_WATCH_RETRY_DELAY_MS, then wait again;
 * - a chain this build does not configure cannot be watched: the record stays pending.
 */
export function createTransactionListeners(getClient: GetClient) {
  return function registerTransactionListeners(startListening: AppStartListening): void {
    // One watcher per transaction per store, however often it is asked for.
    const watching = new Set<string>();

    async function watch(
      ref: TransactionRef,
      api: Pick<ListenerEffectAPI<RootState, AppDispatch>, 'getState' | 'dispatch' | 'delay'>,
    ) {
      const key = `${ref.account.toLowerCase()}:${ref.chainId}:${ref.hash}`;
      if (watching.has(key)) return;
      watching.add(key);
      try {
        let client: ReceiptClient;
        try {
          client = await getClient(ref.chainId);
        } catch {
          return;
        }
        while (isPending(api.getState(), ref)) {
          let replaced = false;
          // Dropped from the mempool: noticed within seconds, not at the receipt timeout.
          const stopDropWatch = new AbortController();
          try {
            const receipt = await Promise.race([
              client.waitForTransactionReceipt({
                hash: ref.hash,
                timeout: TRANSACTION_RECEIPT_TIMEOUT_MS,
                onReplaced: (replacement) => {
                  replaced = replacement.reason !== 'repriced';
                },
              }),
              waitUntilDropped(client, ref.hash, stopDropWatch.signal).then((dropped) =>
                dropped ? null : new Promise<never>(() => undefined),
              ),
            ]);
            if (receipt === null) {
              api.dispatch(transactionFailed(ref));
              return;
            }
            const succeeded = receipt.status === 'success' && !replaced;
            api.dispatch(succeeded ? transactionConfirmed(ref) : transactionFailed(ref));
            return;
          } catch (error) {
            if (isViemError(error, 'WaitForTransactionReceiptTimeoutError')) {
              if (await isDropped(client, ref)) {
                api.dispatch(transactionFailed(ref));
                return;
              }
            } else {
              await api.delay(TRANSACTION_WATCH_RETRY_DELAY_MS);
            }
          } finally {
            stopDropWatch.abort();
          }
        }
      } finally {
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

/**
 * The chain clients (and most of viem with them) load on the first transaction to watch, not
 * with the first view.
 */
export const registerTransactionListeners = createTransactionListeners(async (chainId) =>
  (await import('@/wallet/clients')).getChainClient(chainId),
);
