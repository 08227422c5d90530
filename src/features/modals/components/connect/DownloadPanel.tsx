import '../../connectMessages';
import { Button } from '@/components/ui/Button';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { WalletIcon } from '@/components/ui/WalletIcon';
import type { WalletMetadata } from '@/wallet/types';
import { useT } from '@/i18n/useT';

interface DownloadPanelProps {
  wallet: WalletMetadata;
  onContinue: () => void;
}

/** Step 'download': the app stores, then Continue to the setup steps. */
export function DownloadPanel({ wallet, onContinue }: DownloadPanelProps) {
  const { t } = useT();
  const { ios, android, qrCode, download } = wallet.downloadUrls;
  return (
    <div className="connect-panel">
      <WalletIcon wallet={wallet} size="large" />
      <h3 className="connect-panel__title">{t('connect.install', { wallet: wallet.name })}</h3>
      <p className="connect-panel__hint">{t('connect.installHint')}</p>
      <div className="connect-panel__actions">
        {ios && (
          <ExternalLink className="button" href={ios}>
            {t('connect.appStore')}
          </ExternalLink>
        )}
        {android && (
          <ExternalLink className="button" href={android}>
            {t('connect.googlePlay')}
          </ExternalLink>
        )}
        {!ios && !android && (qrCode ?? download) && (
          <ExternalLink className="button" href={qrCode ?? download}>
            {t('connect.downloadPage')}
          </ExternalLink>
        )}
      </div>
      <Button variant="primary" onClick={onContinue}>
        {t('common.continue')}
      </Button>
    </div>
  );
}
