import type { ListenerMiddlewareInstance, TypedStartListening } from '@reduxjs/toolkit';
import { FLUSH, PERSIST, REHYDRATE } from 'redux-persist';
import { registerWalletListeners } from '@/wallet/listeners';
import { featureListeners } from '@/features/listeners';
import { PERSISTED_SLICES } from './persist';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
type SliceState = Record<string, unknown> | undefined;

export function persistedKeysChanged(current: unknown, previous: unknown): boolean {
  const now = current as Record<string, SliceState>;
  const before = previous as Record<string, SliceState>;
  return Object.entries(PERSISTED_SLICES).some(
    ([name, { keys }]) =>
      now[name] !== before[name] && keys.some((key) => now[name]?.[key] !== before[name]?.[key]),
  );
}

/** What `persistor.flush()` dispatches (listeners see the store, not its persistor). */
const flushPersistedState = (dispatch: (action: { type: string }) => unknown) =>
  dispatch({ type: FLUSH, result: () => undefined } as { type: string });

// A persisted key's change is written at once, not after the throttle (a reload right after finds
// it); so is what is staged when the page goes (pagehide, or hidden: mobile's last sure moment).
function registerPersistFlushListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (action, current, previous) =>
      action.type !== REHYDRATE &&
      current._persist?.rehydrated === true &&
      persistedKeysChanged(current, previous),
    effect: (_action, api) => void flushPersistedState(api.dispatch),
  });

  startListening({
    predicate: (action) => action.type === PERSIST,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (typeof window === 'undefined' || typeof document === 'undefined') return;
      const flush = () => flushPersistedState(api.dispatch);
      const onVisibilityChange = () => {
        if (document.visibilityState === 'hidden') flush();
      };
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', onVisibilityChange);
      try {
        await api.condition(() => false); // until the middleware stops (rejects then)
      } finally {
        window.removeEventListener('pagehide', flush);
        document.removeEventListener('visibilitychange', onVisibilityChange);
      }
    },
  });
}

/** Started once per store, so each store (the app's, each test's) has its own listeners. */
export function registerAppListeners(middleware: ListenerMiddlewareInstance): void {
  const startListening = middleware.startListening as AppStartListening;
  for (const register of [registerWalletListeners, ...featureListeners]) register(startListening);
  registerPersistFlushListeners(startListening);
}
