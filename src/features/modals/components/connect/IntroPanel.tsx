import '../../connectMessages';
import { Button } from '@/components/ui/Button';
import { WalletExplainer, type WalletFact } from './WalletExplainer';
import { useT } from '@/i18n/useT';

interface IntroPanelProps {
  onGetWallet: () => void;
  onLearnMore: () => void;
}

const INTRO_FACTS: readonly WalletFact[] = [
  ['connect.factHomeTitle', 'connect.factHomeShort'],
  ['connect.factLoginTitle', 'connect.factLoginShort'],
];

/** Step 'none': what a wallet is, with Get a Wallet and Learn More. */
export function IntroPanel({ onGetWallet, onLearnMore }: IntroPanelProps) {
  const { t } = useT();
  return (
    <WalletExplainer facts={INTRO_FACTS} className="connect-panel--intro" onGetWallet={onGetWallet}>
      <Button variant="ghost" onClick={onLearnMore}>
        {t('connect.learnMore')}
      </Button>
    </WalletExplainer>
  );
}
