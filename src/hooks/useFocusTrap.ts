import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements of `container` that Tab can reach, in document order. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]'),
  );
}

/**
 * While `active`: moves focus into `container`, keeps Tab inside it, calls `onEscape` on Escape,
 * and gives focus back when it ends.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    (focusableWithin(root)[0] ?? root).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = focusableWithin(root);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || !root.contains(current))) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && (current === lastItem || !root.contains(current))) {
        event.preventDefault();
        firstItem?.focus();
      }
    }

    // The opener may be gone when the trap ends (the Connect Wallet button becomes the account
    // button once connected): focus then goes to the first control of the opener's focus scope.
    const openerScope = previouslyFocused?.closest<HTMLElement>('[data-focus-scope]') ?? null;

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
      else if (openerScope && document.contains(openerScope))
        focusableWithin(openerScope)[0]?.focus();
    };
  }, [active, container, onEscape]);
}
