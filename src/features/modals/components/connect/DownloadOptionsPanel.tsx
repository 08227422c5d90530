import { Button } from '@/components/ui/Button';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { WalletIcon } from '@/components/ui/WalletIcon';
import type { WalletMetadata } from '@/wallet/types';

interface DownloadOptionsPanelProps {
  wallet: WalletMetadata;
  onExtension: () => void;
  onMobile: () => void;
}

/** Step 'download options': browser extension, mobile app or desktop app, as the wallet offers. */
export function DownloadOptionsPanel({ wallet, onExtension, onMobile }: DownloadOptionsPanelProps) {
  const urls = wallet.downloadUrls;
  const extensionUrl = urls.chrome ?? urls.browserExtension ?? urls.firefox;
  const hasMobile = Boolean(urls.ios || urls.android || urls.qrCode);
  return (
    <div className="connect-panel">
      <WalletIcon wallet={wallet} size="large" />
      <h3 className="connect-panel__title">Get {wallet.name}</h3>
      <ul className="download-options">
        {extensionUrl && (
          <li>
            <strong>{wallet.name} for your browser</strong>
            <p>Add the extension to use {wallet.name} right here.</p>
            <ExternalLink
              className="button button--primary"
              href={extensionUrl}
              onClick={onExtension}
            >
              Add to browser
            </ExternalLink>
          </li>
        )}
        {hasMobile && (
          <li>
            <strong>{wallet.name} for mobile</strong>
            <p>Use the app to connect by scanning a QR code.</p>
            <Button variant="primary" onClick={onMobile}>
              Get the app
            </Button>
          </li>
        )}
        {urls.desktop && (
          <li>
            <strong>{wallet.name} for desktop</strong>
            <ExternalLink className="button" href={urls.desktop}>
              Download for desktop
            </ExternalLink>
          </li>
        )}
        {!extensionUrl && !hasMobile && !urls.desktop && urls.download && (
          <li>
            <ExternalLink className="button button--primary" href={urls.download}>
              Visit the {wallet.name} site
            </ExternalLink>
          </li>
        )}
      </ul>
    </div>
  );
}
