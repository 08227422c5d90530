/**
 * Watches call bundles (EIP-5792) recorded in Recent Transactions: one record per bundle, asked
 * about with `wallet_getCallsStatus` until it ends confirmed or failed. Kept apart from the
 * receipt watcher (`listeners.ts`): a bundle has no transaction hash until it is mined, and only
 * the wallet that sent it can say what became of it. Started with the store: no viem here, and
 * the EIP-5792 requests (`wallet/eip5792.ts`) are `import()`ed only once there is a bundle to
 * watch.
 */
import { REHYDRATE } from 'redux-persist';
import type { ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/listener';
import type { AppDispatch, RootState } from '@/app/store';
import { CALLS_STATUS_POLL_INTERVAL_MS, CALLS_STATUS_RETRY_DELAY_MS } from '@/config/constants';
import type { Eip1193Provider } from '@/wallet/eip1193';
import type { CallsStatus } from '@/wallet/eip5792';
import { getActiveConnection } from '@/wallet/providerRegistry';
import { pendingCallsBundles } from './selectors';
import {
  callsBundleAdded,
  callsBundleMined,
  transactionConfirmed,
  transactionFailed,
  type TransactionRef,
} from './slice';

export interface CallsBundleRef extends TransactionRef {
  callsId: string;
}

export interface CallsWatchTiming {
  /** Between two status requests while the bundle is pending (or no wallet is there to ask). */
  pollIntervalMs: number;
  /** After the wallet failed to answer (network error, malformed answer). */
  retryDelayMs: number;
}

const DEFAULT_TIMING: CallsWatchTiming = {
  pollIntervalMs: CALLS_STATUS_POLL_INTERVAL_MS,
  retryDelayMs: CALLS_STATUS_RETRY_DELAY_MS,
};

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

function isPending(state: RootState, ref: TransactionRef): boolean {
  const list = state.transactions.byAccount[ref.account.toLowerCase()]?.[String(ref.chainId)];
  return list?.some((record) => record.hash === ref.hash && record.status === 'pending') ?? false;
}

type WatchApi = Pick<ListenerEffectAPI<RootState, AppDispatch>, 'getState' | 'dispatch' | 'delay'>;

/**
 * - status 1xx → ask again after `pollIntervalMs`;
 * - 2xx (no reverted receipt) → `transactionConfirmed`, so features refresh as for any write;
 * - 3xx-6xx (400 failed off chain, 500 reverted, 600 partly reverted) → `transactionFailed`;
 * - the wallet does not know the bundle (5730) → failed: nothing can ever say otherwise;
 * - a network error or a malformed answer → ask again after `retryDelayMs`;
 * - no wallet connected with the bundle's account (a reload before the restore, a switch) →
 *   the record stays pending and is asked about once that account is back.
 */
export function createCallsWatchListeners(
  providerFor: BundleProviderLookup = activeProviderFor,
  timing: CallsWatchTiming = DEFAULT_TIMING,
) {
  return function registerCallsWatchListeners(startListening: AppStartListening): void {
    // One watcher per bundle per store, however often it is asked for.
    const watching = new Set<string>();

    async function watch(bundle: CallsBundleRef, api: WatchApi) {
      const key = `${bundle.account.toLowerCase()}:${bundle.chainId}:${bundle.hash}`;
      if (watching.has(key)) return;
      watching.add(key);
      const ref: TransactionRef = {
        account: bundle.account,
        chainId: bundle.chainId,
        hash: bundle.hash,
      };
      try {
        const { getCallsStatus, isUnknownBundle } = await import('@/wallet/eip5792');
        while (isPending(api.getState(), ref)) {
          const provider = providerFor(api.getState(), bundle.account);
          if (!provider) {
            await api.delay(timing.pollIntervalMs);
            continue;
          }
          let status: CallsStatus;
          try {
            status = await getCallsStatus(provider, bundle.callsId);
          } catch (error) {
            if (isUnknownBundle(error)) {
              api.dispatch(transactionFailed(ref));
              return;
            }
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
          api.dispatch(
            status.outcome === 'confirmed' ? transactionConfirmed(ref) : transactionFailed(ref),
          );
          return;
        }
      } finally {
        watching.delete(key);
      }
    }

    startListening({
      actionCreator: callsBundleAdded,
      effect: async (action, api) => {
        const { account, chainId, hash, callsId } = action.payload;
        await watch({ account, chainId, hash, callsId }, api);
      },
    });

    startListening({
      predicate: (action) => action.type === REHYDRATE,
      effect: async (_action, api) => {
        const bundles = pendingCallsBundles(api.getState().transactions.byAccount);
        await Promise.all(bundles.map((bundle) => watch(bundle, api)));
      },
    });
  };
}

export const registerCallsWatchListeners = createCallsWatchListeners();
