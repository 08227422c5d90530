import { useClipboardCopy } from '@/hooks/useClipboardCopy';
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
  const { copied, copy } = useClipboardCopy(text);

  return (
    <Button className={className} onClick={copy}>
      <span aria-live="polite">{copied ? t('common.copied') : label}</span>
    </Button>
  );
}
