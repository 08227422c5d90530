import '../messages';
import type { HubChain } from '@/config/chains';
import { stageWords, WriteStatus } from '@/features/onchain/components/WriteStatus';
import { MINT_FLOW_ID } from '../flowId';
import { useGetMintedBearsQuery } from '../mintApi';
import { MINT_MESSAGES } from '../errors';
import { BearGrid, BearGridSkeleton } from './BearGrid';
import { t } from '@/i18n/runtime';
import { useLocale } from '@/i18n/useLocale';

/** The mint's stages in the kit's words, naming what the transaction does. */
export function mintWords() {
  return stageWords({ pending: t('mint.minting'), confirmed: t('mint.mintedDone') });
}

export interface MintStatusProps {
  chain: HubChain;
  contract: `0x${string}`;
  quantity: number;
}

function MintedBears({
  chain,
  contract,
  hash,
  quantity,
}: MintStatusProps & { hash: `0x${string}` }) {
  useLocale();
  const minted = useGetMintedBearsQuery({ chainId: chain.id, contract, hash });
  if (minted.isError) return <p className="write-status__note">{MINT_MESSAGES.imagesFailed}</p>;
  if (!minted.data) return <BearGridSkeleton count={quantity} />;
  return <BearGrid bears={minted.data} label={t('mint.justMinted')} share={{ chain, contract }} />;
}

/** The mint's stages (the kit's status), then the bears the transaction minted. */
export function MintStatus(props: MintStatusProps) {
  useLocale();
  return (
    <WriteStatus
      flowId={MINT_FLOW_ID}
      words={mintWords()}
      confirmedDetail={(hash) => <MintedBears {...props} hash={hash} />}
    />
  );
}
