import { Button } from '@/components/ui/Button';

interface IntroPanelProps {
  onGetWallet: () => void;
  onLearnMore: () => void;
}

/** Step 'none': what a wallet is, with Get a Wallet and Learn More. */
export function IntroPanel({ onGetWallet, onLearnMore }: IntroPanelProps) {
  return (
    <div className="connect-panel connect-panel--intro">
      <h3 className="connect-panel__title">What is a Wallet?</h3>
      <ul className="connect-facts">
        <li>
          <strong>A home for your digital assets</strong>
          <p>A wallet holds, sends and receives tokens and NFTs such as your bears.</p>
        </li>
        <li>
          <strong>A new way to log in</strong>
          <p>No account or password to create here: connecting your wallet is how you sign in.</p>
        </li>
      </ul>
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
