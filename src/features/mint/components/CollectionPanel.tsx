import '../messages';
import { useEffect, useRef } from 'react';
import { Fact } from '@/components/ui/Fact';
import { BEAR_FIRST_TOKEN_ID } from '@/config/constants';
import { BEAR_PREVIEW } from '@/contracts/generated/bearPreview';
import { formatCountdown, formatInteger, formatNative } from '@/features/onchain/format';
import { useT } from '@/i18n/useT';
import { bearCount } from '../format';
import { useGetCollectionPreviewQuery } from '../mintApi';
import { SALE_LABEL } from '../mintLimits';
import type { MintView } from '../types';
import { CollectionPicture } from './CollectionSkeleton';

/** Supply counts read as plain numbers ("8 / 1000"). */
const COUNT = { grouping: false };

const STATE_CLASS = { soldOut: 'sold-out', closed: 'closed', notStarted: 'soon', open: 'open' };

const Countdown = ({ startsAt, nowSeconds }: { startsAt: number; nowSeconds: number }) => (
  <time dateTime={new Date(startsAt * 1_000).toISOString()}>
    {formatCountdown(startsAt - nowSeconds, { fixedWidth: true })}
  </time>
);

/** The collection: a bear drawn on chain, price, supply progress, wallet limit and sale state. */
export function CollectionPanel({
  chain,
  contract,
  collection,
  account,
  limits,
  allowlist,
  nowSeconds,
}: MintView) {
  const { t } = useT();
  const hasPreview = BigInt(collection.totalMinted) >= BigInt(BEAR_FIRST_TOKEN_ID);
  const preview = useGetCollectionPreviewQuery({ chainId: chain.id, contract });
  // Until the chain's answer, bear #1 as the same art draws it, shipped in the page.
  const bear = preview.data ?? BEAR_PREVIEW;
  // Read before the first bear existed: read again once the collection counts it (once per count,
  // so a picture that still does not come is not asked for in a loop).
  const { refetch } = preview;
  const retriedAt = useRef<string | null>(null);
  const missing = hasPreview && preview.currentData === null && !preview.isFetching;
  useEffect(() => {
    if (!missing || retriedAt.current === collection.totalMinted) return;
    retriedAt.current = collection.totalMinted;
    void refetch();
  }, [missing, collection.totalMinted, refetch]);
  const maxSupply = Number(collection.maxSupply);
  const totalMinted = Number(collection.totalMinted);
  const supply = {
    minted: formatInteger(totalMinted, COUNT),
    max: formatInteger(maxSupply, COUNT),
  };
  const { phase, saleStatus } = limits;
  const inAllowlist = phase === 'allowlist';
  const price = (amount: string) => formatNative(BigInt(amount), chain.nativeCurrency);
  const startsAt = collection.saleStartsAt;

  return (
    <section className="mint-collection" aria-labelledby="mint-collection-title">
      <div className="mint-collection__preview">
        <CollectionPicture name={bear.name} image={bear.image} />
      </div>
      <div className="mint-collection__details">
        <h2 id="mint-collection-title">{t('mint.collection')}</h2>
        {inAllowlist && saleStatus !== 'soldOut' ? (
          <span className="sale-state sale-state--open">{t('mint.allowlistOpen')}</span>
        ) : (
          <span className={`sale-state sale-state--${STATE_CLASS[saleStatus]}`}>
            {t(SALE_LABEL[saleStatus])}
            {saleStatus === 'notStarted' && (
              <>
                {' '}
                <Countdown startsAt={startsAt} nowSeconds={nowSeconds} />
              </>
            )}
          </span>
        )}
        <dl className="mint-facts">
          {inAllowlist ? (
            <>
              <Fact label={t('mint.allowlistPrice')}>
                {t('mint.perBear', { price: price(collection.allowlistPrice) })}
              </Fact>
              <Fact label={t('mint.allowlistLimit')}>
                {bearCount(BigInt(collection.allowlistWalletLimit))}
              </Fact>
              <Fact label={t('mint.publicSale')}>
                {collection.saleActive && startsAt > nowSeconds ? (
                  <>
                    {t('mint.opensIn')} <Countdown startsAt={startsAt} nowSeconds={nowSeconds} />{' '}
                    {t('mint.atPrice', { price: price(collection.price) })}
                  </>
                ) : (
                  t('mint.notScheduled')
                )}
              </Fact>
            </>
          ) : (
            <Fact label={t('mint.price')}>
              {t('mint.perBear', { price: price(collection.price) })}
            </Fact>
          )}
          <Fact label={t('mint.minted')}>{t('mint.mintedOf', supply)}</Fact>
          <Fact label={t('mint.limitPerWallet')}>{bearCount(BigInt(collection.walletLimit))}</Fact>
          {account && (
            <Fact label={t('mint.mintedByYou')}>
              {inAllowlist
                ? t('mint.inAllowlistPhase', { count: formatInteger(account.allowlistMinted) })
                : t('mint.countOf', {
                    count: formatInteger(account.minted),
                    total: formatInteger(collection.walletLimit),
                  })}
            </Fact>
          )}
        </dl>
        {inAllowlist && allowlist.status === 'listed' && (
          <p className="mint-collection__allowlist" role="status">
            {t('mint.onAllowlist', { count: formatInteger(limits.remainingForWallet) })}
          </p>
        )}
        <div
          className="mint-progress"
          role="progressbar"
          aria-label={t('mint.bearsMinted')}
          aria-valuemin={0}
          aria-valuemax={maxSupply}
          aria-valuenow={totalMinted}
          aria-valuetext={t('mint.progressText', supply)}
        >
          <span
            className="mint-progress__bar"
            style={{ width: `${maxSupply > 0 ? (totalMinted / maxSupply) * 100 : 0}%` }}
          />
        </div>
      </div>
    </section>
  );
}
