import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]'),
  );
}

/** While `active`: focus in `container`, Tab kept in, `onEscape` on Escape; focus given back. */
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

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(root);
      // Tab on the last item (Shift+Tab on the first), or from outside, wraps to the other end.
      const [edge, other] = event.shiftKey ? [items[0], items.at(-1)] : [items.at(-1), items[0]];
      const current = document.activeElement;
      if (items.length === 0 || current === edge || !root.contains(current)) {
        event.preventDefault();
        other?.focus();
      }
    };

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
