import { Button } from '@/components/ui/Button';
import { WalletFacts, type WalletFact } from './WalletFacts';

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
    <div className="connect-panel connect-panel--intro">
      <WalletFacts facts={INTRO_FACTS} />
      <div className="connect-panel__actions">
        <Button variant="primary" onClick={onGetWallet}>
          Get a Wallet
        </Button>
        <Button variant="ghost" onClick={onLearnMore}>
          Learn More
        </Button>
      </div>
    </div>
  );
}
