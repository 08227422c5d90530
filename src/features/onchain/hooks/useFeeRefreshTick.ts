import { useSyncExternalStore } from 'react';
import { FEE_ESTIMATE_REFRESH_INTERVAL_MS } from '@/config/constants';

/**
 * One clock for every fee estimate of the page: it ticks every FEE_ESTIMATE_REFRESH_INTERVAL_MS
 * while the page is visible, and each estimate asks again at the tick, so the estimates of
 * several parts (the mint's and the owner's console) leave together, in the chain client's one
 * batch, rather than one request each at its own phase.
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
