import { useCallback, useSyncExternalStore } from 'react';
import { COMPACT_LAYOUT_BREAKPOINT_PX } from '@/config/constants';

const mediaList = (query: string) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

const noMatch = () => false;

/** Whether `query` matches now (false while hydrating and without matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false, noMatch);
}

// 0.02 px below the breakpoint, like the stylesheet's `compact` mixin, so both switch together.
const COMPACT_QUERY = `(max-width: ${COMPACT_LAYOUT_BREAKPOINT_PX - 0.02}px)`;

/** True below COMPACT_LAYOUT_BREAKPOINT_PX: dialogs become bottom sheets in one column. */
export function useIsCompactLayout(): boolean {
  return useMediaQuery(COMPACT_QUERY);
}
