import { useDocumentTitle } from '@/hooks/useDocumentTitle';

export function MintPage() {
  useDocumentTitle('Mint your bear');
  return (
    <section className="page" aria-labelledby="mint-title">
      <h1 id="mint-title">Mint your bear</h1>
      <p>
        Each bear is an on-chain character drawn from its token id. Minting is not open on this
        network yet: the bear contract has not been deployed here.
      </p>
    </section>
  );
}
