import type { ComponentProps } from 'react';
import { lazyPart } from '@/components/lazyParts';
import { env } from '@/config/env';
import type { CollectionHistory as CollectionHistoryPart } from './CollectionHistory';
import type { StakingHistory as StakingHistoryPart } from './StakingHistory';
import { WhenNear } from './WhenNear';

/**
 * The history parts (the indexer's data and its charts) in chunks of their own, loaded when they
 * come near the viewport; without an indexer URL in the build they are absent and nothing loads.
 */
const StakingHistoryLazy = lazyPart<ComponentProps<typeof StakingHistoryPart>>(
  () => import('./StakingHistory'),
  'StakingHistory',
);
const CollectionHistoryLazy = lazyPart<ComponentProps<typeof CollectionHistoryPart>>(
  () => import('./CollectionHistory'),
  'CollectionHistory',
);

type Props<Part> = Omit<Part, 'indexerUrl'>;

export function StakingHistory(props: Props<ComponentProps<typeof StakingHistoryPart>>) {
  const { indexerUrl } = env;
  if (!indexerUrl) return null;
  return (
    <WhenNear>
      <StakingHistoryLazy {...props} indexerUrl={indexerUrl} />
    </WhenNear>
  );
}

export function CollectionHistory(props: Props<ComponentProps<typeof CollectionHistoryPart>>) {
  const { indexerUrl } = env;
  if (!indexerUrl) return null;
  return (
    <WhenNear>
      <CollectionHistoryLazy {...props} indexerUrl={indexerUrl} />
    </WhenNear>
  );
}
