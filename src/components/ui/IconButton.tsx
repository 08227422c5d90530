import type { ReactNode } from 'react';

interface IconButtonProps {
  /** Accessible name (the icon is decorative). */
  label: string;
  className: string;
  onClick: () => void;
  children: ReactNode;
}

/** A button drawn as an icon, named by `label`. */
export function IconButton({ label, className, onClick, children }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`icon-button ${className}`}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
