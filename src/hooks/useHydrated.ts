import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and on the server), true from the render
 * right after. Parts whose output depends on the browser or on restored state render their
 * neutral, prerendered form until then, so hydration never meets a mismatch. A client-only
 * render (no prerendered HTML) is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
