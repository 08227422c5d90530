import '../../connectMessages';
import { Button } from '@/components/ui/Button';
import { WalletIcon } from '@/components/ui/WalletIcon';
import type { WalletEntry } from '@/wallet/types';
import { useT } from '@/i18n/useT';

interface GetPanelProps {
  entries: readonly WalletEntry[];
  onGet: (entry: WalletEntry) => void;
}

/** Step 'get': the wallets that can be downloaded, each with a Get button. */
export function GetPanel({ entries, onGet }: GetPanelProps) {
  const { t } = useT();
  const downloadable = entries.filter(
    (entry) => entry.metadata && Object.keys(entry.metadata.downloadUrls).length > 0,
  );
  return (
    <div className="connect-panel">
      <h3 className="connect-panel__title">{t('connect.getWallet')}</h3>
      <ul className="get-list">
        {downloadable.map((entry) => (
          <li key={entry.id} className="get-list__item">
            <WalletIcon wallet={entry} />
            <span className="get-list__name">{entry.name}</span>
            <Button
              aria-label={t('connect.getNamed', { wallet: entry.name })}
              onClick={() => onGet(entry)}
            >
              {t('connect.get')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
