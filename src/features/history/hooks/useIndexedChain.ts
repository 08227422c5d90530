import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { INDEXER_POLLING_INTERVAL_MS } from '@/config/constants';
import { HISTORY_TAG, historyApi, useGetIndexerStatusQuery } from '../historyApi';

/**
 * The indexer's status, polled while the page is visible; its data is read again each time it
 * has indexed a further block (so a confirmed transaction shows within one poll of being
 * indexed, and nothing is read again while the chain is quiet).
 */
export function useIndexedChain(baseUrl: string) {
  const dispatch = useAppDispatch();
  const status = useGetIndexerStatusQuery(
    { baseUrl },
    { pollingInterval: INDEXER_POLLING_INTERVAL_MS, skipPollingIfUnfocused: true },
  );
  const block = status.data?.blockNumber;
  const seen = useRef(block);
  useEffect(() => {
    if (block === undefined || block === seen.current) return;
    const first = seen.current === undefined;
    seen.current = block;
    if (!first) dispatch(historyApi.util.invalidateTags([HISTORY_TAG]));
  }, [block, dispatch]);
  return status;
}
