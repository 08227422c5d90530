import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTICLE_START_DELAY_MS, Particles } from '@/components/layout/Particles';
import { PARTICLE_COUNT_MAX } from '@/config/constants';

/** A matchMedia whose reduced-motion answer the test can flip, firing 'change'. */
function stubMotion(reduced: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduced };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return state.reduced && query.includes('prefers-reduced-motion');
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      state.reduced = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/**
 * Timers and idle callbacks run only when the test says so. `settle()`: the start delay after
 * the load event passes, then the browser is idle.
 */
function stubBrowser() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const idles: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idles.push(callback));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return {
    idle: () =>
      act(() =>
        idles.splice(0).forEach((idle) => idle({ didTimeout: false, timeRemaining: () => 10 })),
      ),
    wait: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
    settle() {
      this.wait(PARTICLE_START_DELAY_MS);
      this.idle();
    },
  };
}

/** The document as it is before its load event; `fireLoad()` ends that. */
function stubLoading() {
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  return {
    fireLoad() {
      readyState.mockReturnValue('complete');
      act(() => window.dispatchEvent(new Event('load')));
    },
  };
}

const dots = (layer: HTMLElement) => layer.querySelectorAll('.particle');

describe('particles', () => {
  afterEach(() => {
    cleanup(); // unmounts while the stubbed browser functions are still there
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('behavior: nothing moves while the page loads, nor for a while after its load event; then at most 35 dots drift', () => {
    stubMotion(false);
    const browser = stubBrowser();
    const page = stubLoading();
    const { getByTestId } = render(<Particles />);
    const layer = getByTestId('particles');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    browser.wait(10 * PARTICLE_START_DELAY_MS);
    browser.idle();
    expect(dots(layer)).toHaveLength(0);
    page.fireLoad();
    browser.wait(PARTICLE_START_DELAY_MS - 1);
    browser.idle();
    expect(dots(layer)).toHaveLength(0);
    browser.wait(1);
    expect(dots(layer)).toHaveLength(0);
    browser.idle();
    expect(dots(layer)).toHaveLength(PARTICLE_COUNT_MAX);
    for (const dot of dots(layer)) expect(dot.className).toMatch(/particle--drift-[0-5]/);
  });

  it('behavior: nothing is animated under prefers-reduced-motion', () => {
    stubMotion(true);
    const browser = stubBrowser();
    const { getByTestId } = render(<Particles />);
    browser.settle();
    expect(dots(getByTestId('particles'))).toHaveLength(0);
  });

  it('behavior: turning reduced motion on removes the dots, turning it off brings them back', () => {
    const motion = stubMotion(false);
    const browser = stubBrowser();
    const { getByTestId } = render(<Particles />);
    browser.settle();
    expect(dots(getByTestId('particles'))).toHaveLength(PARTICLE_COUNT_MAX);
    motion.set(true);
    expect(dots(getByTestId('particles'))).toHaveLength(0);
    motion.set(false);
    browser.settle();
    expect(dots(getByTestId('particles'))).toHaveLength(PARTICLE_COUNT_MAX);
  });
});
