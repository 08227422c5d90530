import { useAppSelector } from '@/app/hooks';
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
 * True once the prerendered page is hydrated and the saved state is back (in the browser the
 * listeners start before persistence does, so their effects are in place too). Parts that read
 * the wallet, the chain or saved state render their neutral, prerendered form until then.
 */
export function useAppReady(): boolean {
  const hydrated = useHydrated();
  const rehydrated = useAppSelector(selectIsStoreRehydrated);
  return hydrated && rehydrated;
}
