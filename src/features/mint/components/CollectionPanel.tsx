import '../messages';
import { useEffect, useRef } from 'react';
import { Fact } from '@/components/ui/Fact';
import type { HubChain } from '@/config/chains';
import { BEAR_FIRST_TOKEN_ID } from '@/config/constants';
import { useGetCollectionPreviewQuery } from '../mintApi';
import { formatCountdown, formatInteger, formatNative } from '@/features/onchain/format';
import { bearCount } from '../format';
import type { AllowlistLookup } from '../mintLimits';
import type { MintLimits } from '../mintLimits';
import type { MintAccount, MintCollection } from '../types';
import { BEAR_PREVIEW } from '@/contracts/generated/bearPreview';
import { useT } from '@/i18n/useT';
import { CollectionPicture } from './CollectionSkeleton';

interface CollectionPanelProps {
  chain: HubChain;
  contract: `0x${string}`;
  collection: MintCollection;
  account: MintAccount | null;
  limits: MintLimits;
  allowlist: AllowlistLookup;
  nowSeconds: number;
}

/** Supply counts read as plain numbers ("8 / 1000"). */
const COUNT = { grouping: false };

const Countdown = ({ startsAt, nowSeconds }: { startsAt: number; nowSeconds: number }) => (
  <time dateTime={new Date(startsAt * 1_000).toISOString()}>
    {formatCountdown(startsAt - nowSeconds, { fixedWidth: true })}
  </time>
);

function SaleState({
  limits,
  startsAt,
  nowSeconds,
}: {
  limits: MintLimits;
  startsAt: number;
  nowSeconds: number;
}) {
  const { t } = useT();
  if (limits.saleStatus === 'soldOut')
    return <span className="sale-state sale-state--sold-out">{t('mint.soldOut')}</span>;
  if (limits.phase === 'allowlist')
    return <span className="sale-state sale-state--open">{t('mint.allowlistOpen')}</span>;
  switch (limits.saleStatus) {
    case 'closed':
      return <span className="sale-state sale-state--closed">{t('mint.saleClosed')}</span>;
    case 'notStarted':
      return (
        <span className="sale-state sale-state--soon">
          {t('mint.saleOpensInLabel')} <Countdown startsAt={startsAt} nowSeconds={nowSeconds} />
        </span>
      );
    default:
      return <span className="sale-state sale-state--open">{t('mint.saleOpen')}</span>;
  }
}

/** The allowlist phase's own facts: its price and limit, the visitor's place, the public sale's start. */
function AllowlistFacts({
  chain,
  collection,
  nowSeconds,
}: Pick<CollectionPanelProps, 'chain' | 'collection' | 'nowSeconds'>) {
  const { t } = useT();
  const publicStartsIn = collection.saleStartsAt - nowSeconds;
  return (
    <>
      <Fact label={t('mint.allowlistPrice')}>
        {t('mint.perBear', {
          price: formatNative(BigInt(collection.allowlistPrice), chain.nativeCurrency),
        })}
      </Fact>
      <Fact label={t('mint.allowlistLimit')}>
        {bearCount(BigInt(collection.allowlistWalletLimit))}
      </Fact>
      <Fact label={t('mint.publicSale')}>
        {collection.saleActive && publicStartsIn > 0 ? (
          <>
            {t('mint.opensIn')}{' '}
            <Countdown startsAt={collection.saleStartsAt} nowSeconds={nowSeconds} />{' '}
            {t('mint.atPrice', {
              price: formatNative(BigInt(collection.price), chain.nativeCurrency),
            })}
          </>
        ) : (
          t('mint.notScheduled')
        )}
      </Fact>
    </>
  );
}

/** The collection: a bear drawn on chain, price, supply progress, wallet limit and sale state. */
export function CollectionPanel({
  chain,
  contract,
  collection,
  account,
  limits,
  allowlist,
  nowSeconds,
}: CollectionPanelProps) {
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

  return (
    <section className="mint-collection" aria-labelledby="mint-collection-title">
      <div className="mint-collection__preview">
        <CollectionPicture name={bear.name} image={bear.image} />
      </div>
      <div className="mint-collection__details">
        <h2 id="mint-collection-title">{t('mint.collection')}</h2>
        <SaleState limits={limits} startsAt={collection.saleStartsAt} nowSeconds={nowSeconds} />
        <dl className="mint-facts">
          {limits.phase === 'allowlist' ? (
            <AllowlistFacts chain={chain} collection={collection} nowSeconds={nowSeconds} />
          ) : (
            <Fact label={t('mint.price')}>
              {t('mint.perBear', {
                price: formatNative(BigInt(collection.price), chain.nativeCurrency),
              })}
            </Fact>
          )}
          <Fact label={t('mint.minted')}>
            {t('mint.mintedOf', {
              minted: formatInteger(totalMinted, COUNT),
              max: formatInteger(maxSupply, COUNT),
            })}
          </Fact>
          <Fact label={t('mint.limitPerWallet')}>{bearCount(BigInt(collection.walletLimit))}</Fact>
          {account && (
            <Fact label={t('mint.mintedByYou')}>
              {limits.phase === 'allowlist'
                ? t('mint.inAllowlistPhase', { count: formatInteger(account.allowlistMinted) })
                : t('mint.countOf', {
                    count: formatInteger(account.minted),
                    total: formatInteger(collection.walletLimit),
                  })}
            </Fact>
          )}
        </dl>
        {limits.phase === 'allowlist' && allowlist.status === 'listed' && (
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
          aria-valuetext={t('mint.progressText', {
            minted: formatInteger(totalMinted, COUNT),
            max: formatInteger(maxSupply, COUNT),
          })}
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
