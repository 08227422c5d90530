import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppStore } from '@/app/hooks';
import type { RootState } from '@/app/store';

let persistenceExpected = false;
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** Called by the browser entry before its first render: persistence will start later. */
export function expectPersistedState(): void {
  persistenceExpected = true;
}

/** False until the saved state is back; a store without persistence (tests) waits for nothing. */
const selectIsStoreRehydrated = (state: RootState) =>
  state._persist ? state._persist.rehydrated : !persistenceExpected;

/** Hydrated, saved state back: until then wallet, chain and saved-state parts stay prerendered. */
export function useAppReady(): boolean {
  // False while React hydrates (and on the server), true from the render right after.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  // Once true it stays true. Set in a transition, so what appears then renders in slices that
  // yield (`useSelector` would render it in one blocking task: external stores update at once).
  const store = useAppStore();
  const [rehydrated, setRehydrated] = useState(() => selectIsStoreRehydrated(store.getState()));
  useEffect(() => {
    if (rehydrated) return undefined;
    const check = () => {
      if (!selectIsStoreRehydrated(store.getState())) return;
      unsubscribe();
      startTransition(() => setRehydrated(true));
    };
    const unsubscribe = store.subscribe(check);
    // The saved state may have come back between the render and this effect.
    check();
    return unsubscribe;
  }, [store, rehydrated]);
  return hydrated && rehydrated;
}
