import { useEffect } from 'react';

export const SCROLL_LOCKED_CLASS = 'scroll-locked';

// Dialogs can stack (one closes as the next opens): the page unlocks only when the last goes.
let activeLocks = 0;

/**
 * Stops the page behind a dialog from scrolling while the calling component is mounted. The
 * stylesheet reserves the scrollbar's gutter, so hiding the scrollbar shifts nothing.
 */
export function useScrollLock(): void {
  useEffect(() => {
    activeLocks += 1;
    document.body.classList.add(SCROLL_LOCKED_CLASS);
    return () => {
      activeLocks -= 1;
      if (activeLocks === 0) document.body.classList.remove(SCROLL_LOCKED_CLASS);
    };
  }, []);
}
