import type { ReactNode } from 'react';
import { useGetIndexerChangesQuery } from '../historyApi';
import type { IndexerChanges } from '../types';
import { IndexerRead } from './IndexerRead';

interface IndexedHistoryProps {
  indexerUrl: string;
  /** The chain the page reads. */
  chainId: number;
  /** The connected account whose activity the parts show, if any. */
  account?: `0x${string}`;
  className: string;
  /** The parts, drawn once the indexer answers that it follows the page's chain. */
  children: (changes: IndexerChanges) => ReactNode;
}

/**
 * A page's history parts: drawn while the indexer follows the page's chain (its `/changes` read
 * again at each new block of that chain, and each part read again when its data changed); absent
 * on another chain, as the indexer follows one; its failure with Retry, or a spinner, until it
 * answers.
 */
export function IndexedHistory({
  indexerUrl,
  chainId,
  account,
  className,
  children,
}: IndexedHistoryProps) {
  const changes = useGetIndexerChangesQuery({ baseUrl: indexerUrl, chainId, account });
  if (changes.data && changes.data.chainId !== chainId) return null;
  return (
    <div className={className}>
      <IndexerRead query={changes}>{children}</IndexerRead>
    </div>
  );
}
