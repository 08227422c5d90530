import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while React hydrates (and on the server), true from the render right after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
