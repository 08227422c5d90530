import { useSyncExternalStore } from 'react';

/** Network marks for the first view's network chip, `import()`ed when a chip first needs them. */
type ChainMarks = ReadonlyMap<number, string>;

let marks: ChainMarks | undefined;
let loading: Promise<ChainMarks> | undefined;
const subscribers = new Set<() => void>();

export function loadChainMarks(): Promise<ChainMarks> {
  loading ??= import('./marks').then(
    (module) => {
      marks = module.CHAIN_MARKS;
      for (const notify of subscribers) notify();
      return module.CHAIN_MARKS;
    },
    (error: unknown) => {
      // A failed chunk load leaves the monograms; the next chip that mounts tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(onChange: () => void): () => void {
  subscribers.add(onChange);
  if (!marks) loadChainMarks().catch(() => undefined);
  return () => {
    subscribers.delete(onChange);
  };
}

const getMarks = () => marks;

/** The mark of a chain (a `data:` URI), or undefined while loading and for a chain without one. */
export function useChainMark(chainId: number | undefined): string | undefined {
  const loaded = useSyncExternalStore(subscribe, getMarks, getMarks);
  return chainId === undefined ? undefined : loaded?.get(chainId);
}
