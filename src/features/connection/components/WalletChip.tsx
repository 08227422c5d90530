import type { ReactNode } from 'react';

/** What the header's chips do: open their dialog, and warm its chunk on hover or focus. */
export interface WalletChipHandlers {
  onClick: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/** A header chip (network, account) that opens a dialog. */
export function WalletChip({
  className,
  children,
  ...handlers
}: WalletChipHandlers & { className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className ? `button wallet-chip ${className}` : 'button wallet-chip'}
      aria-haspopup="dialog"
      {...handlers}
    >
      {children}
    </button>
  );
}
