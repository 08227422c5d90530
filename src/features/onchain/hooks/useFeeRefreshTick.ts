import { useSyncExternalStore } from 'react';
import { FEE_ESTIMATE_REFRESH_INTERVAL_MS } from '@/config/constants';

/**
 * One clock for every fee estimate of the page (ticking while it is visible), so the estimates of
 * several parts leave together in the chain client's one batch.
 */
let tick = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    tick += 1;
    for (const notify of listeners) notify();
  }, FEE_ESTIMATE_REFRESH_INTERVAL_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useFeeRefreshTick(): number {
  return useSyncExternalStore(
    subscribe,
    () => tick,
    () => 0,
  );
}
