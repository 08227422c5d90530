import { useSyncExternalStore } from 'react';
import type { HubChain } from '@/config/chains';

/** Network marks for the first view's network chip, `import()`ed when a chip first needs them. */
type ChainMarks = ReadonlyMap<number, string>;

let marks: ChainMarks | undefined;
let loading: Promise<ChainMarks> | undefined;
const subscribers = new Set<() => void>();

export function loadChainMarks(): Promise<ChainMarks> {
  loading ??= import('./icons/marks').then(
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
  return () => subscribers.delete(onChange);
}

const getMarks = () => marks;

/** A chain's mark (loaded on demand) or monogram, decorative; no `chain`: wrong network. */
export function ChainIcon({ chain }: { chain: HubChain | undefined }) {
  const loaded = useSyncExternalStore(subscribe, getMarks, getMarks);
  // A `data:` URI; undefined while loading and for a chain without one.
  const mark = chain && loaded?.get(chain.id);
  const kind = !chain ? 'unknown' : mark ? 'mark' : 'monogram';
  return (
    <span
      className={`chain-icon chain-icon--small${kind === 'monogram' ? '' : ` chain-icon--${kind}`}`}
      style={kind === 'monogram' ? { background: chain?.iconBackground } : undefined}
      data-icon={kind}
      aria-hidden="true"
    >
      {!chain ? '!' : mark ? <img src={mark} alt="" draggable={false} /> : chain.iconLabel}
    </span>
  );
}
