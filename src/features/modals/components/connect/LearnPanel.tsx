import { WalletExplainer, type WalletFact } from './WalletExplainer';

const LEARN_FACTS: readonly WalletFact[] = [
  [
    'A home for your digital assets',
    'Your tokens and NFTs live on the blockchain; the wallet holds the keys that prove they are yours and lets you send, receive and display them.',
  ],
  [
    'A new way to log in',
    'Sites ask your wallet to connect instead of asking for a password. You approve each request in the wallet, and you can disconnect at any time.',
  ],
  [
    'Your keys, your responsibility',
    'Keep your secret recovery phrase offline and never share it with anyone, us included.',
  ],
];

/** Step 'learn': a wallet explained in a little more depth, then Get a Wallet. */
export function LearnPanel({ onGetWallet }: { onGetWallet: () => void }) {
  return <WalletExplainer facts={LEARN_FACTS} onGetWallet={onGetWallet} />;
}
