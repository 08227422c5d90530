import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { MintScreen } from '@/features/mint/components/MintScreen';

/** /mint (a lazy route): the collection and the mint of a bear. */
export function MintPage() {
  useDocumentTitle('Mint your bear');
  return (
    <section className="page mint-page" aria-labelledby="mint-title">
      <h1 id="mint-title">Mint your bear</h1>
      <p className="mint-page__intro">
        Each bear is an on-chain character drawn from its token id: its picture lives in the
        contract, not on a server.
      </p>
      <MintScreen />
    </section>
  );
}
