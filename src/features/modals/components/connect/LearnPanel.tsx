import { Button } from '@/components/ui/Button';

/** Step 'learn': a wallet explained in a little more depth, then Get a Wallet. */
export function LearnPanel({ onGetWallet }: { onGetWallet: () => void }) {
  return (
    <div className="connect-panel">
      <h3 className="connect-panel__title">What is a Wallet?</h3>
      <ul className="connect-facts">
        <li>
          <strong>A home for your digital assets</strong>
          <p>
            Your tokens and NFTs live on the blockchain; the wallet holds the keys that prove they
            are yours and lets you send, receive and display them.
          </p>
        </li>
        <li>
          <strong>A new way to log in</strong>
          <p>
            Sites ask your wallet to connect instead of asking for a password. You approve each
            request in the wallet, and you can disconnect at any time.
          </p>
        </li>
        <li>
          <strong>Your keys, your responsibility</strong>
          <p>
            Keep your secret recovery phrase offline and never share it with anyone, us included.
          </p>
        </li>
      </ul>
      <div className="connect-panel__actions">
        <Button variant="primary" onClick={onGetWallet}>
          Get a Wallet
        </Button>
      </div>
    </div>
  );
}
