import { useEffect, useState } from 'react';
import { COPIED_FEEDBACK_MS } from '@/config/constants';
import { Button } from './Button';
import { useT } from '@/i18n/useT';

interface CopyButtonProps {
  text: string;
  label: string;
  className?: string;
}

/** Copies `text` to the clipboard and says 'Copied!' for COPIED_FEEDBACK_MS. */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    // Say 'Copied!' only once the clipboard took it (it may be refused, e.g. without focus).
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Button className={className} onClick={copy}>
      <span aria-live="polite">{copied ? t('common.copied') : label}</span>
    </Button>
  );
}
