import { useEffect, useState } from 'react';
import { COPIED_FEEDBACK_MS } from '@/config/constants';

/** `copied` is true for COPIED_FEEDBACK_MS once the clipboard took the text (it may refuse). */
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
