import type { ReactNode } from 'react';
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
 * new read is under way), else its failure with Retry, else a spinner.
 */
export function IndexerRead<T>({ query, children }: IndexerReadProps<T>) {
  const { t } = useT();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
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
