import { useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { afterPageSettles } from '@/app/afterPageSettles';
import { lazyPart } from '@/components/lazyParts';
import { HISTORY_SETTLE_DELAY_MS } from '@/config/constants';
import { env } from '@/config/env';
import type { CollectionHistory as CollectionPart } from './CollectionHistory';
import type { StakingHistory as StakingPart } from './StakingHistory';

/**
 * A history part's chunk, loaded once the page has settled and its place is in the viewport (no
 * margin: below the first screen, it waits for a real scroll); absent without an indexer URL.
 */
function nearPart<Props extends { indexerUrl: string }>(Part: ComponentType<Props>) {
  return function NearPart(props: Omit<Props, 'indexerUrl'>) {
    const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
    const placeholder = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = placeholder.current;
      if (near || !element) return;
      let observer: IntersectionObserver | undefined;
      const cancel = afterPageSettles(() => {
        observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        });
        observer.observe(element);
      }, HISTORY_SETTLE_DELAY_MS);
      return () => {
        cancel();
        observer?.disconnect();
      };
    }, [near]);
    const { indexerUrl } = env;
    if (!indexerUrl) return null;
    if (!near) return <div ref={placeholder} className="history-placeholder" />;
    return <Part {...(props as Props)} indexerUrl={indexerUrl} />;
  };
}

export const StakingHistory = nearPart(
  lazyPart<ComponentProps<typeof StakingPart>>(() => import('./StakingHistory'), 'StakingHistory'),
);
export const CollectionHistory = nearPart(
  lazyPart<ComponentProps<typeof CollectionPart>>(
    () => import('./CollectionHistory'),
    'CollectionHistory',
  ),
);
