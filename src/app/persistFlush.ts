import { FLUSH, REHYDRATE, PERSIST } from 'redux-persist';
import { PERSISTED_SLICES } from './persist';
import type { AppStartListening } from './listener';

/**
 * Saved state that must never wait for the persistence throttle: the cached connection (connected,
 * switched, disconnected) and the recent transactions (added, status changed, cleared). A reload
 * or a closed tab right after one of these changes still finds it in storage. Everything else
 * the persisted slices hold (live status fields) keeps the throttle.
 */

type SliceState = Record<string, unknown> | undefined;
type PersistedRoot = Record<string, unknown> & { _persist?: { rehydrated?: boolean } };

/** Whether any persisted key of any persisted slice changed between two root states. */
export function persistedKeysChanged(current: unknown, previous: unknown): boolean {
  const now = current as PersistedRoot;
  const before = previous as PersistedRoot;
  for (const [name, slice] of Object.entries(PERSISTED_SLICES)) {
    const nowSlice = now[name] as SliceState;
    const beforeSlice = before[name] as SliceState;
    if (nowSlice === beforeSlice) continue;
    for (const key of slice.keys) if (nowSlice?.[key] !== beforeSlice?.[key]) return true;
  }
  return false;
}

/**
 * The action `persistor.flush()` dispatches: the persist reducer writes every staged slice to
 * storage at once (synchronously with the browser's localStorage). Dispatched from listeners,
 * which see the store but not its persistor.
 */
export function flushPersistedState(
  dispatch: (action: { type: string }) => unknown,
): Promise<void> {
  const results: Promise<unknown>[] = [];
  dispatch({
    type: FLUSH,
    result: (written: Promise<unknown> | null | undefined) => {
      if (written) results.push(written);
    },
  } as { type: string });
  return Promise.all(results).then(() => undefined);
}

/**
 * Registers the two flush rules: a change of persisted data writes at once, and the page going
 * away (pagehide, or hidden: the last moment a mobile browser guarantees) writes what is staged.
 */
export function registerPersistFlushListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (action, current, previous) =>
      action.type !== REHYDRATE &&
      current._persist?.rehydrated === true &&
      persistedKeysChanged(current, previous),
    effect: (_action, api) => {
      void flushPersistedState(api.dispatch);
    },
  });

  // Page lifecycle: subscribed once persistence starts, removed when the middleware stops.
  startListening({
    predicate: (action) => action.type === PERSIST,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (typeof window === 'undefined' || typeof document === 'undefined') return;
      const flush = () => void flushPersistedState(api.dispatch);
      const onVisibilityChange = () => {
        if (document.visibilityState === 'hidden') flush();
      };
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', onVisibilityChange);
      try {
        await new Promise<void>((resolve) => {
          if (api.signal.aborted) resolve();
          else api.signal.addEventListener('abort', () => resolve(), { once: true });
        });
      } finally {
        window.removeEventListener('pagehide', flush);
        document.removeEventListener('visibilitychange', onVisibilityChange);
      }
    },
  });
}
