import '../../connectMessages';
import { Button } from '@/components/ui/Button';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { WalletIcon } from '@/components/ui/WalletIcon';
import type { WalletMetadata } from '@/wallet/types';
import { useT } from '@/i18n/useT';

interface DownloadOptionsPanelProps {
  wallet: WalletMetadata;
  onExtension: () => void;
  onMobile: () => void;
}

/** Step 'download options': browser extension, mobile app or desktop app, as the wallet offers. */
export function DownloadOptionsPanel({ wallet, onExtension, onMobile }: DownloadOptionsPanelProps) {
  const { t } = useT();
  const urls = wallet.downloadUrls;
  const extensionUrl = urls.chrome ?? urls.browserExtension ?? urls.firefox;
  const hasMobile = Boolean(urls.ios || urls.android || urls.qrCode);
  return (
    <div className="connect-panel">
      <WalletIcon wallet={wallet} size="large" />
      <h3 className="connect-panel__title">{t('connect.getNamed', { wallet: wallet.name })}</h3>
      <ul className="download-options">
        {extensionUrl && (
          <li>
            <strong>{t('connect.forBrowser', { wallet: wallet.name })}</strong>
            <p>{t('connect.forBrowserHint', { wallet: wallet.name })}</p>
            <ExternalLink
              className="button button--primary"
              href={extensionUrl}
              onClick={onExtension}
            >
              {t('connect.addToBrowser')}
            </ExternalLink>
          </li>
        )}
        {hasMobile && (
          <li>
            <strong>{t('connect.forMobile', { wallet: wallet.name })}</strong>
            <p>{t('connect.forMobileHint')}</p>
            <Button variant="primary" onClick={onMobile}>
              {t('connect.getApp')}
            </Button>
          </li>
        )}
        {urls.desktop && (
          <li>
            <strong>{t('connect.forDesktop', { wallet: wallet.name })}</strong>
            <ExternalLink className="button" href={urls.desktop}>
              {t('connect.downloadDesktop')}
            </ExternalLink>
          </li>
        )}
        {!extensionUrl && !hasMobile && !urls.desktop && urls.download && (
          <li>
            <ExternalLink className="button button--primary" href={urls.download}>
              {t('connect.visitSite', { wallet: wallet.name })}
            </ExternalLink>
          </li>
        )}
      </ul>
    </div>
  );
}
