import { useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import { ConnectButton } from '@/features/connection/components/ConnectButton';
import { useHydrated } from '@/hooks/useHydrated';

/**
 * False until redux-persist has put back what the last visit saved. A store without
 * persistence (tests, the prerender) has nothing to wait for.
 */
export const selectIsStoreRehydrated = (state: RootState) => state._persist?.rehydrated !== false;

/**
 * The header's wallet place. Until the page is hydrated and the saved connection is read back
 * it shows a neutral, inert placeholder the size of the 'Connect Wallet' button: a returning
 * visitor never sees 'Connect Wallet' before 'Reconnecting…', and the header does not move.
 */
export function WalletSlot() {
  const hydrated = useHydrated();
  const rehydrated = useAppSelector(selectIsStoreRehydrated);
  if (hydrated && rehydrated) return <ConnectButton />;
  return (
    <span className="button button--primary wallet-pending" aria-busy="true" data-testid="wallet-pending">
      <span className="visually-hidden">Loading the wallet status…</span>
    </span>
  );
}
