import '../messages';
import type { ComponentProps, ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import type { HubChain } from '@/config/chains';
import { MINT_QUANTITY_MIN, SALE_COUNTDOWN_TICK_MS } from '@/config/constants';
import { lazyPart } from '@/components/lazyParts';
import { contractAddress } from '@/features/onchain/addresses';
import { useChainClock } from '@/features/onchain/hooks/useChainClock';
import { useDeferredArrival } from '@/features/onchain/hooks/useDeferredArrival';
import type { ContractTarget } from '@/features/onchain/target';
import { usePreloadWhileWalletInUse } from '@/hooks/usePreloadWhileWalletInUse';
import { useT } from '@/i18n/useT';
import { mintEligibility, targetPrompt } from '../eligibility';
import { MINT_MESSAGES } from '../errors';
import { MINT_FLOW_ID } from '../flowId';
import {
  useGetAllowlistProofsQuery,
  useGetCollectionPreviewQuery,
  useGetMintPageQuery,
} from '../mintApi';
import { computeMintLimits, lookUpAllowlist, type AllowlistLookup } from '../mintLimits';
import { selectMintAccount, selectMintTarget } from '../selectors';
import { CollectionPanel } from './CollectionPanel';
import { CollectionPanelSkeleton } from './CollectionSkeleton';
import {
  MintControls,
  OwnerPanel,
  preloadMintAccountControls,
  YourBears,
} from './LazyAccountControls';
import { EligibilityNote, MintPrompt } from './MintPrompt';
import type { MintStatusProps } from './MintStatus';

/**
 * The mint's status, loaded when there is one to show: a visitor has a mint flow only when a
 * disconnect ended a write (the status carries the transaction's link, copy and pictures).
 */
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

type ControlsProps = ComponentProps<typeof MintControls>;

/**
 * Where the mint controls go for a visitor without a wallet: the first reason they cannot mint,
 * by the controls' own check, and the mint's status (a write a disconnect ended still says so).
 */
function VisitorControls({ chain, contract, limits, ...rest }: ControlsProps) {
  const { target, collection, allowlist, nowSeconds } = rest;
  const ineligibility = mintEligibility({
    target,
    collection,
    limits,
    allowlist,
    nowSeconds,
    connected: false,
    balance: null,
    price: limits.unitPrice * BigInt(MINT_QUANTITY_MIN),
    fee: null,
    currency: chain.nativeCurrency,
  });
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
export interface CollectionHistorySlot {
  chain: HubChain;
  contract: `0x${string}`;
  headTimeS: number | undefined;
}

/**
 * The /mint screen: the collection, then what this connection can do (connect, switch, mint, or
 * why not) and the connected account's bears. One multicall per refresh, following the chain's
 * blocks (the page read's cache tag: wallet/chainHeads.ts); the allowlist proofs are fetched only
 * during the allowlist phase. `history` draws the indexer's history under it (the history feature
 * depends on mint, never the reverse).
 */
export function MintScreen({ history }: { history?: (slot: CollectionHistorySlot) => ReactNode }) {
  const { t } = useT();
  usePreloadWhileWalletInUse(preloadMintAccountControls);
  const target = useAppSelector(selectMintTarget);
  const connectedAccount = useAppSelector(selectMintAccount);
  const { read } = target;
  const chain = read?.chain;
  const contract = chain ? contractAddress('bearNft', chain.id) : undefined;
  // The connected account is read on the mint chain even from another network: what it may
  // mint there is said before it is asked to switch.
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
    // What both the collection's panel and the mint controls show.
    const shared = {
      chain,
      contract,
      collection: data.collection,
      account: data.account,
      limits,
      allowlist,
      nowSeconds,
    };
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
