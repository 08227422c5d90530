import { Button } from '@/components/ui/Button';
import { useT } from '@/i18n/useT';
import { indexerErrorMessage } from '../errors';

interface IndexerNoticeProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed indexer read, as the chain reads show theirs: what happened, and Retry. */
export function IndexerNotice({ error, onRetry, retrying }: IndexerNoticeProps) {
  const { t } = useT();
  return (
    <div className="history-notice" role="alert">
      <p>{indexerErrorMessage(error)}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
