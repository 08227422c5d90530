import { Button } from '@/components/ui/Button';
import { WalletExplainer, type WalletFact } from './WalletExplainer';

interface IntroPanelProps {
  onGetWallet: () => void;
  onLearnMore: () => void;
}

const INTRO_FACTS: readonly WalletFact[] = [
  ['A home for your digital assets', 'A wallet holds, sends and receives tokens and NFTs such as your bears.'],
  ['A new way to log in', 'No account or password to create here: connecting your wallet is how you sign in.'],
];

/** Step 'none': what a wallet is, with Get a Wallet and Learn More. */
export function IntroPanel({ onGetWallet, onLearnMore }: IntroPanelProps) {
  return (
    <WalletExplainer facts={INTRO_FACTS} className="connect-panel--intro" onGetWallet={onGetWallet}>
      <Button variant="ghost" onClick={onLearnMore}>
        Learn More
      </Button>
    </WalletExplainer>
  );
}
