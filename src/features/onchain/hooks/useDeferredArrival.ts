import { useDeferredValue } from 'react';

/**
 * `value` as a page shows a read: at once, except when it arrives (nothing → something). That
 * render still shows nothing (the placeholder already on screen) and React renders the arrived
 * value in a background render of its own, which it splits into slices of about 5 ms with the
 * browser free between them, instead of one task that builds the whole section (on Lighthouse's
 * simulated phone, the staking section's and the collection's first renders were tasks of
 * 100–170 ms). It arrives in the next frames, not later. Every later value (a refresh, a new
 * answer) shows in the render that brings it, and nothing is ever shown that is not the current
 * value: no stale answer of other arguments.
 */
export function useDeferredArrival<T>(value: T | undefined): T | undefined {
  // On mount, `value` itself (a page opened again with its read cached shows it at once).
  const deferred = useDeferredValue(value);
  return deferred === undefined || value === undefined ? undefined : value;
}
