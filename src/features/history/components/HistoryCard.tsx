import { useDeferredValue, useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { useT } from '@/i18n/useT';
import { indexerErrorMessage } from '../indexerClient';

/** One history part: a region named by its heading. */
export function HistoryCard(props: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { title, actions, children, className } = props;
  const id = useId();
  return (
    <section className={`history-card ${className ?? ''}`} aria-labelledby={id}>
      <div className="history-card__header">
        <h3 id={id}>{title}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** What an indexer read (an RTK Query result) gives the page. */
export interface IndexerQuery<T> {
  data?: T | undefined;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * An indexer read's data (kept during a new read), else its failure with Retry, else a spinner.
 * Deferred: React's background render yields, so a chart arriving never makes one long task.
 */
export function IndexerRead<T>(props: {
  query: IndexerQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  const { t } = useT();
  const data = useDeferredValue(query.data);
  if (data !== undefined) return props.children(data);
  if (query.isError && query.data === undefined) {
    return (
      <div className="history-notice" role="alert">
        <p>{indexerErrorMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <Spinner label={t('history.loading')} size="medium" />;
}
