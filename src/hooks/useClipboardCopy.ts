import { useEffect, useState } from 'react';
import { COPIED_FEEDBACK_MS } from '@/config/constants';

/**
 * Copies text to the clipboard: `copied` is true for COPIED_FEEDBACK_MS once the clipboard took
 * it (it may refuse, e.g. without focus: then nothing is said).
 */
export function useClipboardCopy(text: string): { copied: boolean; copy: () => void } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return { copied, copy };
}
