import type { ReactNode } from 'react';
import { useIndexedChain } from '../hooks/useIndexedChain';
import type { IndexerStatus } from '../types';
import { IndexerRead } from './IndexerRead';

interface IndexedHistoryProps {
  indexerUrl: string;
  /** The chain the page reads. */
  chainId: number;
  className: string;
  /** The parts, drawn once the indexer answers that it follows the page's chain. */
  children: (status: IndexerStatus) => ReactNode;
}

/**
 * A page's history parts: drawn while the indexer follows the page's chain (its status polled,
 * its data read again at each newly indexed block); absent on another chain, as the indexer
 * follows one; its failure with Retry, or a spinner, until it answers.
 */
export function IndexedHistory({ indexerUrl, chainId, className, children }: IndexedHistoryProps) {
  const status = useIndexedChain(indexerUrl);
  if (status.data && status.data.chainId !== chainId) return null;
  return (
    <div className={className}>
      <IndexerRead query={status}>{children}</IndexerRead>
    </div>
  );
}
