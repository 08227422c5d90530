import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEE_ESTIMATE_REFRESH_INTERVAL_MS } from '@/config/constants';
import { useFeeRefreshTick } from '@/features/onchain/hooks/useIntent';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('useFeeRefreshTick', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('behavior: every estimate of the page sees the same tick at the same moment, once an interval', () => {
    const first = renderHook(() => useFeeRefreshTick());
    act(() => vi.advanceTimersByTime(FEE_ESTIMATE_REFRESH_INTERVAL_MS / 3));
    // A part mounted later follows the same clock, not one of its own.
    const second = renderHook(() => useFeeRefreshTick());
    const start = first.result.current;
    expect(second.result.current).toBe(start);
    act(() => vi.advanceTimersByTime((FEE_ESTIMATE_REFRESH_INTERVAL_MS * 2) / 3 - 1));
    expect(first.result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(first.result.current).toBe(start + 1);
    expect(second.result.current).toBe(start + 1);
    first.unmount();
    second.unmount();
  });

  it('behavior: a hidden page does not tick', () => {
    const hook = renderHook(() => useFeeRefreshTick());
    const start = hook.result.current;
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(FEE_ESTIMATE_REFRESH_INTERVAL_MS * 3));
    expect(hook.result.current).toBe(start);
    setVisibility('visible');
    act(() => vi.advanceTimersByTime(FEE_ESTIMATE_REFRESH_INTERVAL_MS));
    expect(hook.result.current).toBe(start + 1);
    hook.unmount();
  });
});
