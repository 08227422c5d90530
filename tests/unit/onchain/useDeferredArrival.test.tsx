import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredArrival } from '@/features/onchain/hooks/useDeferredArrival';

/** Renders the hook, keeping what every render returned. */
function renderArrival(initial: string | undefined) {
  const seen: (string | undefined)[] = [];
  const hook = renderHook(
    ({ value }: { value: string | undefined }) => {
      const shown = useDeferredArrival(value);
      seen.push(shown);
      return shown;
    },
    { initialProps: { value: initial } },
  );
  return { ...hook, seen };
}

describe('useDeferredArrival', () => {
  it('behavior: an arriving value first renders as nothing, then shows', async () => {
    const { result, rerender, seen } = renderArrival(undefined);
    act(() => rerender({ value: 'first answer' }));
    await waitFor(() => expect(result.current).toBe('first answer'));
    // The render that brought it showed nothing; a later one showed it.
    const arrival = seen.indexOf('first answer');
    expect(seen.slice(0, arrival)).toEqual(seen.slice(0, arrival).map(() => undefined));
    expect(arrival).toBeGreaterThan(1);
  });

  it('behavior: a value present on mount (a read already cached) shows in the mount render', () => {
    const { result, seen } = renderArrival('cached');
    expect(seen[0]).toBe('cached');
    expect(result.current).toBe('cached');
  });

  it('behavior: a refresh shows in the render that brings it, and an old value never returns', async () => {
    const { result, rerender, seen } = renderArrival(undefined);
    act(() => rerender({ value: 'account A' }));
    await waitFor(() => expect(result.current).toBe('account A'));

    act(() => rerender({ value: 'account A, next block' }));
    expect(result.current).toBe('account A, next block');

    // Other arguments: nothing while their answer is awaited, then theirs; never account A's.
    const from = seen.length;
    act(() => rerender({ value: undefined }));
    expect(result.current).toBeUndefined();
    act(() => rerender({ value: 'account B' }));
    await waitFor(() => expect(result.current).toBe('account B'));
    expect(
      seen.slice(from).filter((shown) => shown !== undefined && shown !== 'account B'),
    ).toEqual([]);
  });
});
