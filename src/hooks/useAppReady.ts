import { startTransition, useEffect, useState } from 'react';
import { useAppStore } from '@/app/hooks';
import type { RootState } from '@/app/store';
import { useHydrated } from './useHydrated';

let persistenceExpected = false;

/**
 * Called by the browser entry before its first render: persistence will start (once the
 * listeners are in place), so until then the saved state counts as not read back yet.
 */
export function expectPersistedState(): void {
  persistenceExpected = true;
}

/**
 * False until redux-persist has put back what the last visit saved. A store without
 * persistence (tests, the prerender) has nothing to wait for.
 */
export const selectIsStoreRehydrated = (state: RootState) =>
  state._persist ? state._persist.rehydrated : !persistenceExpected;

/**
 * Whether the saved state is back. Once true it stays true. The change is rendered in a
 * transition: what appears then (the wallet button, the staking section, the mint screen) is
 * rendered in slices that yield to the browser. A store subscription read through
 * `useSelector` would re-render it in one blocking task (React renders every update of an
 * external store synchronously).
 */
function useStoreRehydrated(): boolean {
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
  return rehydrated;
}

/**
 * True once the prerendered page is hydrated and the saved state is back (in the browser the
 * listeners start before persistence does, so their effects are in place too). Parts that read
 * the wallet, the chain or saved state render their neutral, prerendered form until then.
 */
export function useAppReady(): boolean {
  const hydrated = useHydrated();
  const rehydrated = useStoreRehydrated();
  return hydrated && rehydrated;
}
