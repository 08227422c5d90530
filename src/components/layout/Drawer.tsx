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

/** The compact layout's panel from the left: inert when closed; open, it traps focus. */
export function Drawer({ id, open, label, onClose, children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
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
