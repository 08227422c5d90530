import { nextTask } from '@/wallet/nextTask';

// `callback` in a task of its own after the first contentful paint (a request ending before it
// counts into Lighthouse's simulated LCP); at once without paint timing or when hidden.
export function afterFirstContentfulPaint(callback: () => void): void {
  const run = () => void nextTask().then(callback);
  const Observer = globalThis.PerformanceObserver;
  const painted = () =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
  if (
    document.visibilityState === 'hidden' ||
    typeof Observer !== 'function' ||
    !Observer.supportedEntryTypes?.includes('paint') ||
    painted()
  ) {
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
