import '../messages';
import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import type { HubChain } from '@/config/chains';
import { Button } from '@/components/ui/Button';
import { SALE_COUNTDOWN_TICK_MS } from '@/config/constants';
import { useChainClock } from '@/features/onchain/hooks/useChainClock';
import { contractAddress, listChainNames } from '@/features/onchain/addresses';
import type { ContractTarget } from '@/features/onchain/target';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import type { PromptAction } from '../eligibility';
import { MINT_MESSAGES } from '../errors';
import {
  useGetAllowlistProofsQuery,
  useGetCollectionPreviewQuery,
  useGetMintPageQuery,
} from '../mintApi';
import { computeMintLimits, lookUpAllowlist, type AllowlistLookup } from '../mintLimits';
import { selectMintAccount, selectMintTarget } from '../selectors';
import { CollectionPanel } from './CollectionPanel';
import { CollectionPanelSkeleton } from './CollectionSkeleton';
import { useDeferredArrival } from '@/features/onchain/hooks/useDeferredArrival';
import {
  MintControls,
  OwnerPanel,
  preloadMintAccountControls,
  YourBears,
} from './LazyAccountControls';
import { MintPrompt } from './MintPrompt';
import { VisitorControls } from './VisitorControls';
import { t } from '@/i18n/runtime';
import { useT } from '@/i18n/useT';
import { usePreloadWhileWalletInUse } from '@/hooks/usePreloadWhileWalletInUse';

interface Prompt {
  text: string;
  /** The button that resolves it. */
  action?: PromptAction;
  alert: boolean;
}

/** What replaces the mint controls when this connection cannot mint, or null when it can. */
function promptFor(target: ContractTarget): Prompt | null {
  const available = listChainNames(target.chains);
  const connect: Prompt = {
    text: MINT_MESSAGES.connectToMint,
    action: { modal: 'connect', label: t('wallet.connect') },
    alert: false,
  };
  const switchNetwork: PromptAction = { modal: 'chain', label: t('wallet.switchNetwork') };
  const wrongNetwork: Prompt = {
    text: WALLET_ERROR_MESSAGES.wrongNetwork,
    action: switchNetwork,
    alert: true,
  };
  switch (target.availability) {
    case 'ready':
      return null;
    case 'visitor':
      return connect;
    case 'wrongNetwork':
      return wrongNetwork;
    case 'notOnThisChain':
      return {
        text: MINT_MESSAGES.noContractHere(
          target.connectedChain?.name ?? t('mint.thisNetwork'),
          available,
        ),
        action: switchNetwork,
        alert: true,
      };
    case 'notDeployed':
      if (target.wallet === 'none') return connect;
      if (target.wallet === 'unsupportedChain') return wrongNetwork;
      return { text: MINT_MESSAGES.noContractAnywhere, alert: true };
  }
}

/** Why this connection cannot mint here, with the button that resolves it; nothing when it can. */
function TargetPrompt({ target }: { target: ContractTarget }) {
  useT(); // re-renders in a new locale: the sentence below is phrased by the catalogue
  const prompt = promptFor(target);
  if (!prompt) return null;
  return (
    <MintPrompt
      text={prompt.text}
      action={prompt.action}
      role={prompt.alert ? 'alert' : undefined}
    />
  );
}

/** What the screen hands to the history drawn under it (the page composes the two). */
export interface CollectionHistorySlot {
  chain: HubChain;
  contract: `0x${string}`;
  headTimeS: number | undefined;
}

/**
 * The /mint screen: the collection (visible to everyone), then what this connection can do
 * (connect, switch, mint, or why not) and the connected account's bears. Reads are one multicall
 * per refresh, following the chain's blocks while the tab is visible (the page read's cache tag:
 * wallet/chainHeads.ts) and refreshed after a confirmed transaction; the allowlist proofs are
 * fetched only during the allowlist phase. `history` draws what the indexer knows under it (the
 * history feature depends on mint, never the reverse).
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
  const page = useGetMintPageQuery(
    read && contract ? { chainId: read.chain.id, contract, account } : skipToken,
  );
  // The collection's picture, asked for beside the page's read (CollectionPanel shows it).
  useGetCollectionPreviewQuery(read && contract ? { chainId: read.chain.id, contract } : skipToken);
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
