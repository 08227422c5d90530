import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { PAGE_TITLES } from './titles';
import { useAppReady } from '@/hooks/useAppReady';
import { MintScreen } from '@/features/mint/components/MintScreen';

/**
 * /mint (a lazy route): the collection and the mint of a bear. The heading and the introduction
 * are in the prerendered HTML; the collection, which depends on the chain and the wallet,
 * renders once the page is hydrated and the saved state is back.
 */
export function MintPage() {
  useDocumentTitle(PAGE_TITLES.mint);
  const ready = useAppReady();
  return (
    <section className="page mint-page" aria-labelledby="mint-title">
      <h1 id="mint-title">Mint your bear</h1>
      <p className="mint-page__intro">
        Each bear is an on-chain character drawn from its token id: its picture lives in the
        contract, not on a server.
      </p>
      {ready ? (
        <MintScreen />
      ) : (
        <div className="page-placeholder">
          <Spinner label="Loading the collection…" size="medium" />
        </div>
      )}
    </section>
  );
}
