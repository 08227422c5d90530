import { Button } from '@/components/ui/Button';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { WalletIcon } from '@/components/ui/WalletIcon';
import type { WalletMetadata } from '@/wallet/types';

interface DownloadPanelProps {
  wallet: WalletMetadata;
  onContinue: () => void;
}

/** Step 'download': the app stores, then Continue to the setup steps. */
export function DownloadPanel({ wallet, onContinue }: DownloadPanelProps) {
  const { ios, android, qrCode, download } = wallet.downloadUrls;
  return (
    <div className="connect-panel">
      <WalletIcon wallet={wallet} size="large" />
      <h3 className="connect-panel__title">Install {wallet.name}</h3>
      <p className="connect-panel__hint">Install the app on your phone, then come back here.</p>
      <div className="connect-panel__actions">
        {ios && (
          <ExternalLink className="button" href={ios}>
            App Store
          </ExternalLink>
        )}
        {android && (
          <ExternalLink className="button" href={android}>
            Google Play
          </ExternalLink>
        )}
        {!ios && !android && (qrCode ?? download) && (
          <ExternalLink className="button" href={qrCode ?? download}>
            Download page
          </ExternalLink>
        )}
      </div>
      <Button variant="primary" onClick={onContinue}>
        Continue
      </Button>
    </div>
  );
}
