import { ConnectButton } from '@/features/connection/components/ConnectButton';
import { useAppReady } from '@/hooks/useAppReady';
import { useT } from '@/i18n/useT';

function WalletPending() {
  const { t } = useT();
  return (
    <span
      className="button button--primary wallet-pending"
      aria-busy="true"
      data-testid="wallet-pending"
    >
      <span className="visually-hidden">{t('wallet.loadingStatus')}</span>
    </span>
  );
}

/**
 * The header's wallet place. Until the page is hydrated and the saved connection is read back
 * it shows a neutral, inert placeholder the size of the 'Connect Wallet' button: a returning
 * visitor never sees 'Connect Wallet' before 'Reconnecting…', and the header does not move.
 */
export function WalletSlot() {
  const ready = useAppReady();
  return ready ? <ConnectButton /> : <WalletPending />;
}
