import { skipToken } from '@reduxjs/toolkit/query/react';
import type { HubChain } from '@/config/chains';
import { BEAR_FIRST_TOKEN_ID } from '@/config/constants';
import { useGetBearTokensQuery } from '../mintApi';
import { formatCountdown, formatNative } from '@/features/onchain/format';
import { bearCount } from '../format';
import type { AllowlistLookup } from '../allowlistProofs';
import type { MintLimits } from '../mintLimits';
import type { MintAccount, MintCollection } from '../types';

interface CollectionPanelProps {
  chain: HubChain;
  contract: `0x${string}`;
  collection: MintCollection;
  account: MintAccount | null;
  limits: MintLimits;
  allowlist: AllowlistLookup;
  nowSeconds: number;
}

const PREVIEW_IDS = [String(BEAR_FIRST_TOKEN_ID)];

const Countdown = ({ startsAt, nowSeconds }: { startsAt: number; nowSeconds: number }) => (
  <time dateTime={new Date(startsAt * 1_000).toISOString()}>
    {formatCountdown(startsAt - nowSeconds, { fixedWidth: true })}
  </time>
);

function SaleState({ limits, startsAt, nowSeconds }: { limits: MintLimits; startsAt: number; nowSeconds: number }) {
  if (limits.saleStatus === 'soldOut') return <span className="sale-state sale-state--sold-out">Sold out</span>;
  if (limits.phase === 'allowlist') return <span className="sale-state sale-state--open">Allowlist sale open</span>;
  switch (limits.saleStatus) {
    case 'closed':
      return <span className="sale-state sale-state--closed">Sale closed</span>;
    case 'notStarted':
      return (
        <span className="sale-state sale-state--soon">
          Sale opens in <Countdown startsAt={startsAt} nowSeconds={nowSeconds} />
        </span>
      );
    default:
      return <span className="sale-state sale-state--open">Sale open</span>;
  }
}

/** The allowlist phase's own facts: its price and limit, the visitor's place, the public sale's start. */
function AllowlistFacts({ chain, collection, nowSeconds }: Pick<CollectionPanelProps, 'chain' | 'collection' | 'nowSeconds'>) {
  const publicStartsIn = collection.saleStartsAt - nowSeconds;
  return (
    <>
      <div>
        <dt>Allowlist price</dt>
        <dd>{formatNative(BigInt(collection.allowlistPrice), chain.nativeCurrency)} per bear</dd>
      </div>
      <div>
        <dt>Allowlist limit per wallet</dt>
        <dd>{bearCount(BigInt(collection.allowlistWalletLimit))}</dd>
      </div>
      <div>
        <dt>Public sale</dt>
        <dd>
          {collection.saleActive && publicStartsIn > 0 ? (
            <>
              opens in <Countdown startsAt={collection.saleStartsAt} nowSeconds={nowSeconds} /> at{' '}
              {formatNative(BigInt(collection.price), chain.nativeCurrency)} per bear
            </>
          ) : (
            'not scheduled yet'
          )}
        </dd>
      </div>
    </>
  );
}

/** The collection: a bear drawn on chain, price, supply progress, wallet limit and sale state. */
export function CollectionPanel({ chain, contract, collection, account, limits, allowlist, nowSeconds }: CollectionPanelProps) {
  const hasPreview = BigInt(collection.totalMinted) >= BigInt(BEAR_FIRST_TOKEN_ID);
  const preview = useGetBearTokensQuery(
    hasPreview ? { chainId: chain.id, contract, ids: PREVIEW_IDS } : skipToken,
  );
  const bear = preview.data?.[0];
  const maxSupply = Number(collection.maxSupply);
  const totalMinted = Number(collection.totalMinted);

  return (
    <section className="mint-collection" aria-labelledby="mint-collection-title">
      <div className="mint-collection__preview">
        {bear ? (
          <img src={bear.image} alt={`${bear.name}, a bear of the collection`} width={240} height={240} />
        ) : (
          <span className="skeleton mint-collection__preview-skeleton" aria-hidden="true" />
        )}
      </div>
      <div className="mint-collection__details">
        <h2 id="mint-collection-title">The Bear collection</h2>
        <SaleState limits={limits} startsAt={collection.saleStartsAt} nowSeconds={nowSeconds} />
        <dl className="mint-facts">
          {limits.phase === 'allowlist' ? (
            <AllowlistFacts chain={chain} collection={collection} nowSeconds={nowSeconds} />
          ) : (
            <div>
              <dt>Price</dt>
              <dd>{formatNative(BigInt(collection.price), chain.nativeCurrency)} per bear</dd>
            </div>
          )}
          <div>
            <dt>Minted</dt>
            <dd>
              {totalMinted} / {maxSupply}
            </dd>
          </div>
          <div>
            <dt>Limit per wallet</dt>
            <dd>{bearCount(BigInt(collection.walletLimit))}</dd>
          </div>
          {account && (
            <div>
              <dt>Minted by you</dt>
              <dd>
                {limits.phase === 'allowlist'
                  ? `${account.allowlistMinted} in the allowlist phase`
                  : `${account.minted} of ${collection.walletLimit}`}
              </dd>
            </div>
          )}
        </dl>
        {limits.phase === 'allowlist' && allowlist.status === 'listed' && (
          <p className="mint-collection__allowlist" role="status">
            You are on the allowlist: {limits.remainingForWallet.toString()} left
          </p>
        )}
        <div
          className="mint-progress"
          role="progressbar"
          aria-label="Bears minted"
          aria-valuemin={0}
          aria-valuemax={maxSupply}
          aria-valuenow={totalMinted}
          aria-valuetext={`${totalMinted} of ${maxSupply} bears minted`}
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

/** The collection panel's shape while the first read is under way. */
export function CollectionPanelSkeleton() {
  return (
    <section className="mint-collection mint-collection--loading" aria-busy="true" aria-label="The Bear collection">
      <div className="mint-collection__preview">
        <span className="skeleton mint-collection__preview-skeleton" aria-hidden="true" />
      </div>
      <div className="mint-collection__details" aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
      </div>
      <p role="status" className="visually-hidden">
        Loading the collection…
      </p>
    </section>
  );
}
