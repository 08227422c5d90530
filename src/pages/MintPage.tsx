import '@/features/mint/messages';
import { lazy, Suspense } from 'react';
import { CollectionPanelSkeleton } from '@/features/mint/components/CollectionSkeleton';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { PAGE_TITLES } from './titles';
import { useAppReady } from '@/hooks/useAppReady';
import { useT } from '@/i18n/useT';
import { CollectionHistory } from '@/features/history/components/LazyHistory';

// The collection and its reads are a chunk of their own (a connected account's controls, with
// the write kit, a further one): the page hydrates without waiting for them. Their download starts with this module's,
// so they are usually there by the time the saved state is back.
const mintScreenLoading = import('@/features/mint/components/MintScreen');
// A failed download surfaces when the screen renders, not as an unhandled rejection before.
mintScreenLoading.catch(() => undefined);
const MintScreen = lazy(async () => ({ default: (await mintScreenLoading).MintScreen }));

/**
 * /mint (a lazy route): the collection and the mint of a bear. The heading and the introduction
 * are in the prerendered HTML with the collection's loading shape and bear #1's picture; the
 * collection, which depends on the chain and the wallet, renders once the page is hydrated and
 * the saved state is back.
 */
export function MintPage() {
  const { t } = useT();
  useDocumentTitle(t(PAGE_TITLES.mint));
  const ready = useAppReady();
  // The screen's own loading shape, bear #1 drawn: the prerendered HTML carries the page's
  // largest paint, and the screen replaces it in the same box.
  const placeholder = (
    <div className="mint-screen">
      <CollectionPanelSkeleton />
    </div>
  );
  return (
    <section className="page mint-page" aria-labelledby="mint-title">
      <h1 id="mint-title">{t('nav.mint')}</h1>
      <p className="mint-page__intro">{t('mint.intro')}</p>
      {ready ? (
        <Suspense fallback={placeholder}>
          <MintScreen history={(slot) => <CollectionHistory {...slot} />} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
