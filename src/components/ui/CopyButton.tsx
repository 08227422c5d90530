import { useClipboardCopy } from '@/hooks/useClipboardCopy';
import { Button } from './Button';
import { useT } from '@/i18n/useT';

export function CopyButton(props: { text: string; label: string; className?: string }) {
  const { t } = useT();
  const { copied, copy } = useClipboardCopy(props.text);
  return (
    <Button className={props.className} onClick={copy}>
      <span aria-live="polite">{copied ? t('common.copied') : props.label}</span>
    </Button>
  );
}
