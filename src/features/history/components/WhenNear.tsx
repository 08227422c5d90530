import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HISTORY_LOAD_MARGIN_PX } from '@/config/constants';

/**
 * Renders `children` once this place comes within HISTORY_LOAD_MARGIN_PX of the viewport (at
 * once where IntersectionObserver is missing): parts below the fold, and their chunks, stay off
 * the first view.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${HISTORY_LOAD_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={placeholder} className="history-placeholder" />;
}
