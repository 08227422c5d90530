import { useSyncExternalStore } from 'react';
import { COMPACT_LAYOUT_BREAKPOINT_PX } from '@/config/constants';

// 0.02 px below the breakpoint, like the stylesheet's `compact` mixin, so both switch together.
const COMPACT_QUERY = `(max-width: ${COMPACT_LAYOUT_BREAKPOINT_PX - 0.02}px)`;

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(COMPACT_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isCompact = () => query()?.matches ?? false;

/** True below COMPACT_LAYOUT_BREAKPOINT_PX: dialogs become bottom sheets in one column. */
export function useIsCompactLayout(): boolean {
  return useSyncExternalStore(subscribe, isCompact, () => false);
}
