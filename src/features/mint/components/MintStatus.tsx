import type { HubChain } from '@/config/chains';
import { stageWords, WriteStatus } from '@/features/onchain/components/WriteStatus';
import { useGetMintedBearsQuery } from '../mintApi';
import { MINT_MESSAGES } from '../errors';
import { BearGrid, BearGridSkeleton } from './BearGrid';

/** Key of the mint in the shared write-flow state. */
export const MINT_FLOW_ID = 'mint';

/** The mint's stages in the kit's words, naming what the transaction does. */
export const MINT_WORDS = stageWords({ pending: 'Minting…', confirmed: 'Minted!' });

interface MintStatusProps {
  chain: HubChain;
  contract: `0x${string}`;
  quantity: number;
}

function MintedBears({ chain, contract, hash, quantity }: MintStatusProps & { hash: `0x${string}` }) {
  const minted = useGetMintedBearsQuery({ chainId: chain.id, contract, hash });
  if (minted.isError) return <p className="write-status__note">{MINT_MESSAGES.imagesFailed}</p>;
  if (!minted.data) return <BearGridSkeleton count={quantity} />;
  return <BearGrid bears={minted.data} label="Bears you just minted" share={{ chain, contract }} />;
}

/** The mint's stages (the kit's status), then the bears the transaction minted. */
export function MintStatus(props: MintStatusProps) {
  return (
    <WriteStatus
      flowId={MINT_FLOW_ID}
      words={MINT_WORDS}
      confirmedDetail={(hash) => <MintedBears {...props} hash={hash} />}
    />
  );
}
