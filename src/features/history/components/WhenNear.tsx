import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterPageSettles } from '@/app/afterPageSettles';
import { HISTORY_SETTLE_DELAY_MS } from '@/config/constants';

/**
 * Renders `children` once the page has settled (HISTORY_SETTLE_DELAY_MS after its load event, in
 * an idle moment) and this place is in the viewport (at once where IntersectionObserver is
 * missing). No margin: a part below the first screen, its chunks and its reads wait for a real
 * scroll, and one already on screen still waits until the page is interactive.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    let observer: IntersectionObserver | undefined;
    const cancel = afterPageSettles(() => {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      });
      observer.observe(element);
    }, HISTORY_SETTLE_DELAY_MS);
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [near]);
  return near ? children : <div ref={placeholder} className="history-placeholder" />;
}
