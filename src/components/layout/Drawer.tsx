import { useRef, type ReactNode } from 'react';
import { Scrim } from '@/components/ui/Scrim';
import { useFocusTrap } from '@/hooks/useFocusTrap';

interface DrawerProps {
  id: string;
  open: boolean;
  label: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A panel that slides in from the left, for the compact layout. Closed, it is inert (out of
 * the tab order and the accessibility tree); open, it traps focus, closes on Escape and on a
 * click on the scrim beside it.
 */
export function Drawer({ id, open, label, onClose, children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, { onEscape: onClose });
  return (
    <div className={open ? 'drawer drawer--open' : 'drawer'} inert={!open}>
      <Scrim className="drawer__scrim" testId="drawer-scrim" onClose={onClose} />
      <div
        id={id}
        ref={panel}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
      >
        {children}
      </div>
    </div>
  );
}
