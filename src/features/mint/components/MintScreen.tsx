import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { RPC_POLLING_INTERVAL_MS } from '@/config/constants';
import { modalOpened } from '@/features/modals/slice';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { MINT_MESSAGES } from '../errors';
import { useMintTarget } from '../hooks/useMintTarget';
import { useNowSeconds } from '../hooks/useNowSeconds';
import { useGetMintPageQuery } from '../mintApi';
import { computeMintLimits } from '../mintLimits';
import { listChainNames, type MintTarget } from '../mintTarget';
import { CollectionPanel, CollectionPanelSkeleton } from './CollectionPanel';
import { MintControls } from './MintControls';
import { YourBears } from './YourBears';

/** What replaces the mint controls when this connection cannot mint. */
function MintPrompt({ target }: { target: MintTarget }) {
  const dispatch = useAppDispatch();
  const available = listChainNames(target.availableChains);
  switch (target.mode) {
    case 'disconnected':
      return (
        <div className="mint-prompt">
          <p>Connect a wallet to mint a bear.</p>
          <Button variant="primary" onClick={() => dispatch(modalOpened('connect'))}>
            Connect Wallet
          </Button>
        </div>
      );
    case 'wrongNetwork':
      return (
        <div className="mint-prompt" role="alert">
          <p>{WALLET_ERROR_MESSAGES.wrongNetwork}</p>
          <Button variant="primary" onClick={() => dispatch(modalOpened('chain'))}>
            Switch network
          </Button>
        </div>
      );
    case 'noContract':
      return (
        <div className="mint-prompt" role="alert">
          <p>
            {available
              ? MINT_MESSAGES.noContractHere(target.connectedChain?.name ?? 'this network', available)
              : MINT_MESSAGES.noContractAnywhere}
          </p>
          {available && (
            <Button variant="primary" onClick={() => dispatch(modalOpened('chain'))}>
              Switch network
            </Button>
          )}
        </div>
      );
    default:
      return null;
  }
}

/**
 * The /mint screen: the collection (visible to everyone), then what this connection can do
 * (connect, switch, mint) and the connected account's bears. Reads are one multicall per
 * refresh, polled while the tab is visible and refreshed after a confirmed transaction.
 */
export function MintScreen() {
  const target = useMintTarget();
  const { read, account } = target;
  const page = useGetMintPageQuery(
    read ? { chainId: read.chain.id, contract: read.contract, account } : skipToken,
    { pollingInterval: RPC_POLLING_INTERVAL_MS, skipPollingIfUnfocused: true },
  );
  // Data of the current arguments only: a previous account's bears never show for a new one.
  const data = page.currentData;
  const startsAt = data?.collection.saleStartsAt ?? 0;
  const nowSeconds = useNowSeconds(startsAt > 0);

  if (!read) {
    return (
      <div className="mint-screen">
        <MintPrompt target={target} />
      </div>
    );
  }

  let collection;
  if (data) {
    const limits = computeMintLimits(data.collection, data.account, nowSeconds);
    collection = (
      <>
        <CollectionPanel
          chain={read.chain}
          contract={read.contract}
          collection={data.collection}
          account={data.account}
          limits={limits}
          nowSeconds={nowSeconds}
        />
        {target.mode === 'ready' ? (
          <MintControls chain={read.chain} contract={read.contract} collection={data.collection} limits={limits} />
        ) : (
          <MintPrompt target={target} />
        )}
        {target.mode === 'ready' && data.account && (
          <YourBears chain={read.chain} contract={read.contract} tokenIds={data.account.tokenIds} />
        )}
      </>
    );
  } else if (page.isError && !page.isFetching) {
    collection = (
      <div className="mint-error" role="alert">
        <p>{MINT_MESSAGES.readFailed(read.chain.name)}</p>
        <Button onClick={() => void page.refetch()}>Retry</Button>
      </div>
    );
  } else {
    collection = (
      <>
        <CollectionPanelSkeleton />
        {target.mode !== 'ready' && <MintPrompt target={target} />}
      </>
    );
  }
  return <div className="mint-screen">{collection}</div>;
}
