import { useDeferredValue, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { useT } from '@/i18n/useT';
import { IndexerNotice } from './IndexerNotice';

/** What an indexer read (an RTK Query result) gives the page. */
export interface IndexerQuery<T> {
  data?: T | undefined;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface IndexerReadProps<T> {
  query: IndexerQuery<T>;
  children: (data: T) => ReactNode;
}

/**
 * An indexer read's place on the page: its data as `children` draw it once there (kept while a
 * new read is under way), else its failure with Retry, else a spinner. The parts are drawn in
 * React's background render (a deferred value), which yields to the browser every few
 * milliseconds: a chart and its cards arriving never make one long task.
 */
export function IndexerRead<T>({ query, children }: IndexerReadProps<T>) {
  const { t } = useT();
  const data = useDeferredValue(query.data);
  if (data !== undefined) return children(data);
  if (query.isError && query.data === undefined) {
    return (
      <IndexerNotice
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Spinner label={t('history.loading')} size="medium" />;
}
