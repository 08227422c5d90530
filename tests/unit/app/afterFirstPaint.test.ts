import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from '@/app/afterFirstPaint';

/** A stand-in for the browser's PerformanceObserver that the test can make report. */
function fakePaintTimeline({ supported = true } = {}) {
  const entries: { name: string }[] = [];
  const observers: { callback: () => void; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'resource'] : ['resource'];
    private readonly record: { callback: () => void; connected: boolean };
    constructor(callback: () => void) {
      this.record = { callback, connected: false };
      observers.push(this.record);
    }
    observe() {
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  // jsdom's performance has no timeline: the page's is given one for the test.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => entries as unknown as PerformanceEntryList,
  });
  return {
    paint(name: string) {
      entries.push({ name });
      for (const observer of observers) if (observer.connected) observer.callback();
    },
    connectedObservers: () => observers.filter((observer) => observer.connected).length,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('afterFirstContentfulPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(performance, 'getEntriesByType');
  });

  it('contract: waits for the first contentful paint, not the first paint, then runs once', async () => {
    const timeline = fakePaintTimeline();
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    await settle();
    expect(callback).not.toHaveBeenCalled();
    timeline.paint('first-paint');
    await settle();
    expect(callback).not.toHaveBeenCalled();
    timeline.paint('first-contentful-paint');
    // In a task of its own, not inside the observer's callback.
    expect(callback).not.toHaveBeenCalled();
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(timeline.connectedObservers()).toBe(0);
  });

  it('contract: a page already painted runs it in the next task', async () => {
    const timeline = fakePaintTimeline();
    timeline.paint('first-contentful-paint');
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('contract: a browser without paint timing, or a hidden page, does not wait', async () => {
    fakePaintTimeline({ supported: false });
    const unsupported = vi.fn();
    afterFirstContentfulPaint(unsupported);
    await settle();
    expect(unsupported).toHaveBeenCalledTimes(1);

    vi.unstubAllGlobals();
    fakePaintTimeline();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = vi.fn();
    afterFirstContentfulPaint(hidden);
    await settle();
    expect(hidden).toHaveBeenCalledTimes(1);
  });
});
