import '../../connectMessages';
import { WalletExplainer, type WalletFact } from './WalletExplainer';

const LEARN_FACTS: readonly WalletFact[] = [
  ['connect.factHomeTitle', 'connect.factHomeLong'],
  ['connect.factLoginTitle', 'connect.factLoginLong'],
  ['connect.factKeysTitle', 'connect.factKeysLong'],
];

/** Step 'learn': a wallet explained in a little more depth, then Get a Wallet. */
export function LearnPanel({ onGetWallet }: { onGetWallet: () => void }) {
  return <WalletExplainer facts={LEARN_FACTS} onGetWallet={onGetWallet} />;
}
