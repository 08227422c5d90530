import { useDeferredValue } from 'react';

/**
 * `value` as a page shows a read: at once, except when it arrives (nothing → something): then in
 * a background render React splits into ~5 ms slices, not one long task (the sections' first
 * renders were 100–170 ms tasks on Lighthouse's phone). Never a stale value.
 */
export function useDeferredArrival<T>(value: T | undefined): T | undefined {
  // On mount, `value` itself (a page opened again with its read cached shows it at once).
  const deferred = useDeferredValue(value);
  return deferred === undefined || value === undefined ? undefined : value;
}
