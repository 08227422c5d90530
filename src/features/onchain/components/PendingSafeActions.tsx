/** One queued action, phrased by the feature that sent it. */
export interface PendingAction {
  /** The record's key (its Safe transaction hash). */
  hash: string;
  /** "Pending: Close the public sale (awaiting signatures, 1 of 2)". */
  text: string;
}

/**
 * Actions sent through a Safe and not yet executed, shown beside the setting they will change:
 * the page reads the state as it is on chain, and these say what is queued to change it.
 */
export function PendingSafeActions({ items }: { items: readonly PendingAction[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="pending-actions" data-testid="pending-actions">
      {items.map((item) => (
        <li key={item.hash}>{item.text}</li>
      ))}
    </ul>
  );
}
