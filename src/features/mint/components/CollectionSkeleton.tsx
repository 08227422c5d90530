import '../messages';
import { BEAR_PREVIEW } from '@/contracts/generated/bearPreview';
import { useT } from '@/i18n/useT';

/**
 * The collection's picture. Bear #1's art ships in the page (`BEAR_PREVIEW`) so the largest paint
 * of /mint needs no chain read; the live read then draws the same bear in the same box.
 */
export function CollectionPicture({ name, image }: { name: string; image: string }) {
  const { t } = useT();
  return <img src={image} alt={t('mint.previewAlt', { name })} width={240} height={240} />;
}

/** The panel while the first read is under way; light (no reads, no kit): /mint prerenders it. */
export function CollectionPanelSkeleton() {
  const { t } = useT();
  return (
    <section
      className="mint-collection mint-collection--loading"
      aria-busy="true"
      aria-label={t('mint.collection')}
    >
      <div className="mint-collection__preview">
        <CollectionPicture name={BEAR_PREVIEW.name} image={BEAR_PREVIEW.image} />
      </div>
      <div className="mint-collection__details" aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
      </div>
      <p role="status" className="visually-hidden">
        {t('mint.loadingCollection')}
      </p>
    </section>
  );
}
