import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { registerWalletListeners } from '@/wallet/listeners';
import { featureListeners } from '@/features/listeners';
import { registerPersistFlushListeners } from './persistFlush';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
export type AppListenerMiddleware = ReturnType<typeof createListenerMiddleware>;

/** Started once per store, so each store (the app's, each test's) has its own listeners. */
const registrations: ReadonlyArray<(startListening: AppStartListening) => void> = [
  registerWalletListeners,
  ...featureListeners,
  registerPersistFlushListeners,
];

export function registerAppListeners(middleware: AppListenerMiddleware): void {
  const startListening = middleware.startListening as AppStartListening;
  for (const register of registrations) register(startListening);
}

export function createAppListenerMiddleware(): AppListenerMiddleware {
  const middleware = createListenerMiddleware();
  registerAppListeners(middleware);
  return middleware;
}
