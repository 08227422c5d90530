import { ExternalLink } from '@/components/ui/ExternalLink';
import { Spinner } from '@/components/ui/Spinner';
import type { HubChain } from '@/config/chains';
import type { WriteFlow } from '@/features/transactions/flowSlice';
import { useGetMintedBearsQuery } from '../mintApi';
import { MINT_MESSAGES } from '../errors';
import { BearGrid, BearGridSkeleton } from './BearGrid';

interface MintStatusProps {
  flow: WriteFlow | undefined;
  chain: HubChain;
  contract: `0x${string}`;
  quantity: number;
}

function TransactionLink({ chain, hash }: { chain: HubChain; hash: `0x${string}` }) {
  const explorer = chain.blockExplorers?.default;
  if (!explorer) {
    return (
      <span className="mint-status__hash">
        Transaction <code>{hash}</code>
      </span>
    );
  }
  return <ExternalLink href={`${explorer.url}/tx/${hash}`}>View on {explorer.name}</ExternalLink>;
}

function MintedBears({ chain, contract, hash, quantity }: { chain: HubChain; contract: `0x${string}`; hash: `0x${string}`; quantity: number }) {
  const minted = useGetMintedBearsQuery({ chainId: chain.id, contract, hash });
  if (minted.isError) return <p className="mint-status__note">{MINT_MESSAGES.imagesFailed}</p>;
  if (!minted.data) return <BearGridSkeleton count={quantity} />;
  return <BearGrid bears={minted.data} label="Bears you just minted" />;
}

/**
 * The stages of the mint as the visitor sees them: "Confirm in wallet…", "Minting…" with the
 * transaction, then the minted bears or the reason it did not happen.
 */
export function MintStatus({ flow, chain, contract, quantity }: MintStatusProps) {
  if (!flow) return null;
  switch (flow.stage) {
    case 'simulating':
      return null;
    case 'confirming':
      return (
        <div className="mint-status" role="status">
          <Spinner /> Confirm in wallet…
        </div>
      );
    case 'pending':
      return (
        <div className="mint-status" role="status">
          <Spinner /> Minting… {flow.hash && <TransactionLink chain={chain} hash={flow.hash} />}
        </div>
      );
    case 'confirmed':
      return (
        <div className="mint-status mint-status--success" role="status">
          <p>
            Minted! {flow.hash && <TransactionLink chain={chain} hash={flow.hash} />}
          </p>
          {flow.hash && <MintedBears chain={chain} contract={contract} hash={flow.hash} quantity={quantity} />}
        </div>
      );
    default:
      return (
        <div className="mint-status mint-status--error" role="alert">
          <p>{flow.message}</p>
          {flow.stage === 'failed' && flow.hash && <TransactionLink chain={chain} hash={flow.hash} />}
        </div>
      );
  }
}

