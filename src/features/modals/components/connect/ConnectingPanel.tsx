import '../../connectMessages';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { WalletIcon } from '@/components/ui/WalletIcon';
import { selectWalletConnectUri } from '@/features/connection/selectors';
import type { SerializedWalletError } from '@/wallet/connectionSlice';
import { useIsCompactLayout } from '@/hooks/useMediaQuery';
import type { WalletEntry } from '@/wallet/types';
import { useT } from '@/i18n/useT';

// The QR code drawing is its own chunk, fetched only for WalletConnect-based wallets.
const WalletConnectQr = lazy(() =>
  import('./WalletConnectQr').then((module) => ({ default: module.WalletConnectQr })),
);

interface ConnectingPanelProps {
  wallet: WalletEntry;
  /** The last connect error of this wallet, if any. */
  error: SerializedWalletError | null;
  onRetry: () => void;
  onGetWallet: () => void;
}

/**
 * Step 'connect': the wallet's icon, 'Opening <wallet>…', Retry, the catalogue error next to
 * the wallet, and for WalletConnect-based wallets the pairing QR code (a deep link on phones)
 * from the wallet layer's pairing URI.
 */
export function ConnectingPanel({ wallet, error, onRetry, onGetWallet }: ConnectingPanelProps) {
  const { t } = useT();
  const walletConnectUri = useAppSelector(selectWalletConnectUri);
  const compact = useIsCompactLayout();
  const metadata = wallet.metadata;
  // The QR code is for pairing through WalletConnect: the WalletConnect entry itself, or a
  // WalletConnect-based wallet that is not installed here. An error (e.g. no project id) hides it.
  const viaWalletConnect =
    metadata?.usesWalletConnect === true &&
    (wallet.id === 'walletConnect' || !wallet.installed) &&
    error === null;
  const canDownload = metadata !== undefined && Object.keys(metadata.downloadUrls).length > 0;
  return (
    <div className="connect-panel connect-panel--connecting">
      <WalletIcon wallet={wallet} size="large" />
      <h3 className="connect-panel__title">{t('connect.opening', { wallet: wallet.name })}</h3>
      {error ? (
        <p role="alert" className="connect-panel__error">
          {error.message}
        </p>
      ) : (
        <p className="connect-panel__hint">
          <Spinner /> {t('connect.confirmIn', { wallet: wallet.name })}
        </p>
      )}
      {viaWalletConnect && (
        <Suspense fallback={<Spinner label={t('connect.loadingQr')} />}>
          <WalletConnectQr
            walletName={wallet.name}
            uri={walletConnectUri}
            compact={compact}
            deepLinkPrefix={metadata?.mobileDeepLinkPrefix}
          />
        </Suspense>
      )}
      <div className="connect-panel__actions">
        <Button variant="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
        {!wallet.installed && canDownload && (
          <Button variant="ghost" onClick={onGetWallet}>
            {t('connect.getNamed', { wallet: wallet.name })}
          </Button>
        )}
      </div>
    </div>
  );
}
