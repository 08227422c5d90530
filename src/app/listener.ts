import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { registerWalletListeners } from '@/wallet/listeners';
import { registerModalListeners } from '@/features/modals/listeners';
import { registerSiweListeners } from '@/features/siwe/listeners';
import { registerTransactionListeners } from '@/features/transactions/listeners';
import { registerCallsWatchListeners } from '@/features/transactions/callsWatch';
import { registerStakingListeners } from '@/features/staking/listeners';
import { registerMintListeners } from '@/features/mint/listeners';
import { registerPersistFlushListeners } from './persistFlush';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
export type AppListenerMiddleware = ReturnType<typeof createListenerMiddleware>;

/**
 * Every feature that has side effects exports one `register…Listeners(startListening)`
 * function; they are started here, once per store, so each store (the app's, each test's)
 * has its own listeners.
 */
const registrations: ReadonlyArray<(startListening: AppStartListening) => void> = [
  registerWalletListeners,
  registerModalListeners,
  registerSiweListeners,
  registerTransactionListeners,
  registerCallsWatchListeners,
  registerStakingListeners,
  registerMintListeners,
  registerPersistFlushListeners,
];

/** Starts every feature's listeners on `middleware`. */
export function registerAppListeners(middleware: AppListenerMiddleware): void {
  const startListening = middleware.startListening as AppStartListening;
  for (const register of registrations) register(startListening);
}

export function createAppListenerMiddleware(): AppListenerMiddleware {
  const middleware = createListenerMiddleware();
  registerAppListeners(middleware);
  return middleware;
}
