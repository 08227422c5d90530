import '@/features/mint/messages';
import { lazy, Suspense } from 'react';
import { CollectionPanelSkeleton } from '@/features/mint/components/CollectionSkeleton';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { useAppReady } from '@/hooks/useAppReady';
import { useT } from '@/i18n/useT';
import { CollectionHistory } from '@/features/history/components/LazyHistory';

// Its own chunk, fetched with this module: hydration does not wait, and it is usually in by ready.
const mintScreenLoading = import('@/features/mint/components/MintScreen');
// A failed download surfaces when the screen renders, not as an unhandled rejection before.
mintScreenLoading.catch(() => undefined);
const MintScreen = lazy(async () => ({ default: (await mintScreenLoading).MintScreen }));

/** /mint: prerendered with the collection's loading shape, which renders once the app is ready. */
export function MintPage() {
  const { t } = useT();
  useDocumentTitle(t('nav.mint'));
  const ready = useAppReady();
  // Bear #1 drawn: the prerendered largest paint, replaced by the screen in the same box.
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
