import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { PAGE_TITLES } from './titles';
import { useAppReady } from '@/hooks/useAppReady';
import { MintScreen } from '@/features/mint/components/MintScreen';
import { useT } from '@/i18n/useT';

/**
 * /mint (a lazy route): the collection and the mint of a bear. The heading and the introduction
 * are in the prerendered HTML; the collection, which depends on the chain and the wallet,
 * renders once the page is hydrated and the saved state is back.
 */
export function MintPage() {
  const { t } = useT();
  useDocumentTitle(t(PAGE_TITLES.mint));
  const ready = useAppReady();
  return (
    <section className="page mint-page" aria-labelledby="mint-title">
      <h1 id="mint-title">{t('nav.mint')}</h1>
      <p className="mint-page__intro">{t('mint.intro')}</p>
      {ready ? (
        <MintScreen />
      ) : (
        <div className="page-placeholder">
          <Spinner label={t('mint.loadingCollection')} size="medium" />
        </div>
      )}
    </section>
  );
}
