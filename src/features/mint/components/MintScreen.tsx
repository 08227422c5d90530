import '../messages';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Fact } from '@/components/ui/Fact';
import type { HubChain } from '@/config/chains';
import { BEAR_FIRST_TOKEN_ID, MINT_QUANTITY_MIN, SALE_COUNTDOWN_TICK_MS } from '@/config/constants';
import { BEAR_PREVIEW } from '@/contracts/generated/bearPreview';
import { lazyPart } from '@/components/lazyParts';
import { contractAddress } from '@/features/onchain/addresses';
import { useChainClock } from '@/features/onchain/hooks/useChainClock';
import { useDeferredArrival } from '@/features/onchain/hooks/useDeferredArrival';
import { formatCountdown, formatInteger, formatNative } from '@/features/onchain/format';
import type { ContractTarget } from '@/features/onchain/target';
import { usePreloadWhileWalletInUse } from '@/hooks/usePreloadWhileWalletInUse';
import { useT } from '@/i18n/useT';
import { mintEligibility, targetPrompt } from '../eligibility';
import { MINT_MESSAGES } from '../errors';
import { MINT_FLOW_ID } from '../flowId';
import { bearCount } from '../format';
import {
  useGetAllowlistProofsQuery,
  useGetCollectionPreviewQuery,
  useGetMintPageQuery,
} from '../mintApi';
import {
  computeMintLimits,
  lookUpAllowlist,
  SALE_LABEL,
  type AllowlistLookup,
} from '../mintLimits';
import { selectMintAccount, selectMintTarget } from '../selectors';
import type { MintView } from '../types';
import type * as Parts from './accountControls';
import { CollectionPanelSkeleton, CollectionPicture } from './CollectionSkeleton';
import { EligibilityNote, MintPrompt } from './MintPrompt';
import type { MintStatusProps } from './MintStatus';

/**
 * An account's mint controls, bears and owner panel are a chunk of their own: they carry the write
 * kit, the whole ABI, viem's encoding and the fee estimate, which a visitor does not need. It is
 * fetched as soon as a wallet is being connected or restored (`usePreloadWhileWalletInUse`).
 */
const preloadMintAccountControls = () => import('./accountControls');

const part = <K extends keyof typeof Parts>(name: K) =>
  lazyPart<ComponentProps<(typeof Parts)[K]>>(preloadMintAccountControls, name);

const MintControls = part('MintControls');
const OwnerPanel = part('OwnerPanel');
const YourBears = part('YourBears');

/** Supply counts read as plain numbers ("8 / 1000"). */
const COUNT = { grouping: false };

const STATE_CLASS = { soldOut: 'sold-out', closed: 'closed', notStarted: 'soon', open: 'open' };

const Countdown = ({ startsAt, nowSeconds }: { startsAt: number; nowSeconds: number }) => (
  <time dateTime={new Date(startsAt * 1_000).toISOString()}>
    {formatCountdown(startsAt - nowSeconds, { fixedWidth: true })}
  </time>
);

/** The collection: a bear drawn on chain, price, supply progress, wallet limit and sale state. */
function CollectionPanel(props: MintView) {
  const { chain, contract, collection, account, limits, allowlist, nowSeconds } = props;
  const { t } = useT();
  const hasPreview = BigInt(collection.totalMinted) >= BigInt(BEAR_FIRST_TOKEN_ID);
  const preview = useGetCollectionPreviewQuery({ chainId: chain.id, contract });
  // Until the chain's answer, bear #1 as the same art draws it, shipped in the page.
  const bear = preview.data ?? BEAR_PREVIEW;
  // Read before the first bear existed: read again once per count (not in a loop if still missing).
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

/** Loaded only when shown: a visitor has a mint flow only when a disconnect ended a write. */
const MintStatus = lazyPart<MintStatusProps>(() => import('./MintStatus'), 'MintStatus');

/** Why this connection cannot mint here, with the button that resolves it; nothing when it can. */
function TargetPrompt({ target }: { target: ContractTarget }) {
  useT(); // re-renders in a new locale: the sentence below is phrased by the catalogue
  const prompt = targetPrompt(target);
  if (!prompt) return null;
  return (
    <MintPrompt
      text={prompt.text}
      action={prompt.action}
      role={prompt.tone === 'alert' ? 'alert' : undefined}
    />
  );
}

/** A visitor without a wallet: the first reason they cannot mint, and the mint's status. */
function VisitorControls(props: ComponentProps<typeof MintControls>) {
  const { chain, contract, limits } = props;
  const price = limits.unitPrice * BigInt(MINT_QUANTITY_MIN);
  const ineligibility = mintEligibility({ ...props, price, fee: null });
  const mintFlow = useAppSelector((state) => state.writeFlows[MINT_FLOW_ID]);
  return (
    <div className="mint-controls">
      {ineligibility && <EligibilityNote ineligibility={ineligibility} />}
      {mintFlow ? (
        <MintStatus chain={chain} contract={contract} quantity={MINT_QUANTITY_MIN} />
      ) : (
        // The status's live region waits in the page, as the kit's does before a first stage.
        <div className="write-status-live" role="status" />
      )}
    </div>
  );
}

/** What the screen hands to the history drawn under it (the page composes the two). */
interface HistorySlot {
  chain: HubChain;
  contract: `0x${string}`;
  headTimeS: number | undefined;
}

/**
 * The /mint screen: the collection, what this connection can do, and the account's bears. One
 * multicall per chain block (cache tag: wallet/chainHeads.ts); proofs only in the allowlist phase.
 * `history` draws the indexer's history under it (history depends on mint, never the reverse).
 */
export function MintScreen({ history }: { history?: (slot: HistorySlot) => ReactNode }) {
  const { t } = useT();
  usePreloadWhileWalletInUse(preloadMintAccountControls);
  const target = useAppSelector(selectMintTarget);
  const connectedAccount = useAppSelector(selectMintAccount);
  const { read } = target;
  const chain = read?.chain;
  const contract = chain ? contractAddress('bearNft', chain.id) : undefined;
  // Read on the mint chain even from another network: what it may mint is said before a switch.
  const account = read && target.wallet !== 'none' ? connectedAccount : null;
  const args = chain && contract ? { chainId: chain.id, contract } : undefined;
  const page = useGetMintPageQuery(args ? { ...args, account } : skipToken);
  // The collection's picture, asked for beside the page's read (CollectionPanel shows it).
  useGetCollectionPreviewQuery(args ?? skipToken);
  // Data of the current arguments only: a previous account's bears never show for a new one.
  const data = useDeferredArrival(page.currentData);
  const nowSeconds = useChainClock(
    data
      ? { blockTimeS: data.collection.blockTime, receivedAtMs: page.fulfilledTimeStamp }
      : undefined,
    SALE_COUNTDOWN_TICK_MS,
    data !== undefined && data.collection.saleStartsAt > 0,
  );
  const phase = data ? computeMintLimits(data.collection, data.account, nowSeconds).phase : 'none';
  const proofs = useGetAllowlistProofsQuery(
    phase === 'allowlist' && chain && data?.account ? { chainId: chain.id } : skipToken,
  );

  if (!chain || !contract) {
    return (
      <div className="mint-screen">
        <TargetPrompt target={target} />
      </div>
    );
  }

  const ready = target.availability === 'ready';
  let collection;
  if (data) {
    const allowlist: AllowlistLookup =
      data.account && phase === 'allowlist'
        ? lookUpAllowlist(
            proofs.currentData,
            proofs.isError,
            data.collection.allowlistRoot,
            account ?? '',
          )
        : { status: 'loading' };
    const limits = computeMintLimits(data.collection, data.account, nowSeconds, allowlist);
    const shared = { chain, contract, ...data, limits, allowlist, nowSeconds };
    collection = (
      <>
        <CollectionPanel {...shared} />
        {data.account ? (
          <MintControls target={target} {...shared} />
        ) : (
          <VisitorControls target={target} {...shared} />
        )}
        {ready &&
          connectedAccount &&
          connectedAccount.toLowerCase() === data.collection.owner.toLowerCase() && (
            <OwnerPanel chain={chain} collection={data.collection} owner={connectedAccount} />
          )}
        {ready && data.account && (
          <YourBears chain={chain} contract={contract} tokenIds={data.account.tokenIds} />
        )}
      </>
    );
  } else if (page.isError && !page.isFetching) {
    collection = (
      <div className="mint-error" role="alert">
        <p>{MINT_MESSAGES.readFailed(chain.name)}</p>
        <Button onClick={() => void page.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  } else {
    collection = (
      <>
        <CollectionPanelSkeleton />
        {!ready && <TargetPrompt target={target} />}
      </>
    );
  }
  return (
    <div className="mint-screen">
      {collection}
      {history?.({ chain, contract, headTimeS: data?.collection.blockTime })}
    </div>
  );
}
