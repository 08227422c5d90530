import { nextTask } from '@/wallet/nextTask';

/**
 * Runs `callback` once the page's first contentful paint has been shown (its `paint` timing
 * entry, which the browser reports once the frame is presented), in a task of its own. Work that
 * the first screen does not need, started before that, is work it may wait for: a request that
 * ends before the paint is one Lighthouse's simulation counts into the page's Largest Contentful
 * Paint (on a slow network, a request to a new origin adds its connection, 300 ms and more).
 * Where the browser reports no paint timing, or the page is hidden (nothing to paint), it runs in
 * the next task.
 */
export function afterFirstContentfulPaint(callback: () => void): void {
  const run = () => void nextTask().then(callback);
  const Observer = globalThis.PerformanceObserver;
  if (
    document.visibilityState === 'hidden' ||
    typeof Observer !== 'function' ||
    !Observer.supportedEntryTypes?.includes('paint')
  ) {
    run();
    return;
  }
  const painted = () =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
  if (painted()) {
    run();
    return;
  }
  const observer = new Observer(() => {
    if (!painted()) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}
