import { useSyncExternalStore } from 'react';

/**
 * Network marks for components of the first view (the header's network chip): the marks module
 * is `import()`ed the first time a chip needs it, so the first view's JavaScript carries none of
 * the artwork. Until it arrives (a local chunk, usually already loaded with the wallet dialogs)
 * the chip shows the chain's monogram.
 */
type ChainMarks = ReadonlyMap<number, string>;

let marks: ChainMarks | undefined;
let loading: Promise<ChainMarks> | undefined;
const subscribers = new Set<() => void>();

/** Loads the marks once; later calls return the same promise. */
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
