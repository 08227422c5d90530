import { useEffect } from 'react';

const SCROLL_LOCKED_CLASS = 'scroll-locked';

// Dialogs can stack (one closes as the next opens): the page unlocks only when the last goes.
let activeLocks = 0;

/** No page scroll while mounted (the stylesheet reserves the scrollbar's gutter: nothing shifts). */
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
