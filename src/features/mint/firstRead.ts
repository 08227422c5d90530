import type { RootState } from '@/app/store';
import { contractAddress } from '@/features/onchain/addresses';
import { prefetchSpecOf } from '@/wallet/clients';
import type { PrefetchSpec } from '@/wallet/prefetchedReads';
import { collectionCalls, previewCall } from './mintReads';
import { selectMintTarget } from './selectors';

/**
 * Every visitor's first read of /mint: the collection and its picture, on the chain a first-time
 * visitor reads. The prerendered page names it (`data-prefetch`) and the entry sends it at once
 * (`wallet/prefetchedReads.ts`), so the picture, the largest paint, does not wait for the app's
 * code. Null when no chain of the build has the contract.
 */
export function mintFirstRead(state: RootState): PrefetchSpec | null {
  const { read } = selectMintTarget(state);
  if (!read) return null;
  const contract = contractAddress('bearNft', read.chain.id);
  return prefetchSpecOf(read.chain, [...collectionCalls(contract), previewCall(contract)]);
}
