import { useEffect, type ReactNode } from 'react';
import {
  INDEXER_CATCH_UP_INTERVAL_MS,
  INDEXER_LAGGING_S,
  RPC_POLLING_INTERVAL_MS,
} from '@/config/constants';
import { intlTagOf } from '@/i18n/locales';
import { useLocale } from '@/i18n/useLocale';
import { historyApi, useGetIndexerChangesQuery } from '../historyApi';
import { prepareChartFormatting } from '../series';
import type { IndexerChanges } from '../types';
import { IndexerRead } from './HistoryCard';

/** `/changes` is read again only while the indexer is behind the page's block (its reads'). */
function catchUpInterval(changes: IndexerChanges | undefined, headTimeS: number | undefined) {
  if (!changes || headTimeS === undefined || changes.timestamp >= headTimeS) return 0;
  return headTimeS - changes.timestamp > INDEXER_LAGGING_S
    ? RPC_POLLING_INTERVAL_MS
    : INDEXER_CATCH_UP_INTERVAL_MS;
}

/** A page's history parts, drawn while the indexer follows the page's chain (absent otherwise). */
export function IndexedHistory(props: {
  indexerUrl: string;
  chainId: number;
  /** The block time of the page's latest chain read: the history catches up with it. */
  headTimeS: number | undefined;
  account?: `0x${string}`;
  className: string;
  children: (changes: IndexerChanges) => ReactNode;
}) {
  const locale = useLocale();
  // The charts' formatters are made while the first read is in flight, not in their first render.
  useEffect(() => {
    void prepareChartFormatting(intlTagOf(locale));
  }, [locale]);
  const args = { baseUrl: props.indexerUrl, account: props.account };
  const known = historyApi.endpoints.getIndexerChanges.useQueryState(args).data;
  const changes = useGetIndexerChangesQuery(args, {
    refetchOnMountOrArgChange: true,
    pollingInterval: catchUpInterval(known, props.headTimeS),
    skipPollingIfUnfocused: true,
  });
  if (changes.data && changes.data.chainId !== props.chainId) return null;
  return (
    <div className={props.className}>
      <IndexerRead query={changes}>{props.children}</IndexerRead>
    </div>
  );
}
