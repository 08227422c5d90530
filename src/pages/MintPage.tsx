import '@/features/mint/messages';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { PAGE_TITLES } from './titles';
import { useAppReady } from '@/hooks/useAppReady';
import { useT } from '@/i18n/useT';

// The collection and its reads are a chunk of their own (a connected account's controls, with
// the write kit, a further one): the page hydrates without waiting for them. Their download starts with this module's,
// so they are usually there by the time the saved state is back.
const mintScreenLoading = import('@/features/mint/components/MintScreen');
// A failed download surfaces when the screen renders, not as an unhandled rejection before.
mintScreenLoading.catch(() => undefined);
const MintScreen = lazy(async () => ({ default: (await mintScreenLoading).MintScreen }));

/**
 * /mint (a lazy route): the collection and the mint of a bear. The heading and the introduction
 * are in the prerendered HTML; the collection, which depends on the chain and the wallet,
 * renders once the page is hydrated and the saved state is back.
 */
export function MintPage() {
  const { t } = useT();
  useDocumentTitle(t(PAGE_TITLES.mint));
  const ready = useAppReady();
  const placeholder = (
    <div className="page-placeholder">
      <Spinner label={t('mint.loadingCollection')} size="medium" />
    </div>
  );
  return (
    <section className="page mint-page" aria-labelledby="mint-title">
      <h1 id="mint-title">{t('nav.mint')}</h1>
      <p className="mint-page__intro">{t('mint.intro')}</p>
      {ready ? (
        <Suspense fallback={placeholder}>
          <MintScreen />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
