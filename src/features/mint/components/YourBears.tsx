import { Button } from '@/components/ui/Button';
import type { HubChain } from '@/config/chains';
import { useGetBearTokensQuery } from '../mintApi';
import { MINT_MESSAGES } from '../errors';
import { BearGrid, BearGridSkeleton } from './BearGrid';

interface YourBearsProps {
  chain: HubChain;
  contract: `0x${string}`;
  tokenIds: readonly string[];
}

/** The connected account's bears with their on-chain images (read again only when the list changes). */
export function YourBears({ chain, contract, tokenIds }: YourBearsProps) {
  const tokens = useGetBearTokensQuery({ chainId: chain.id, contract, ids: tokenIds });
  let body;
  if (tokenIds.length === 0) {
    body = <p className="your-bears__empty">You have no bears yet.</p>;
  } else if (tokens.data) {
    body = <BearGrid bears={tokens.data} label="Your bears" share={{ chain, contract }} />;
  } else if (tokens.isError) {
    body = (
      <div role="alert" className="mint-error">
        <p>{MINT_MESSAGES.imagesFailed}</p>
        <Button onClick={() => void tokens.refetch()}>Retry</Button>
      </div>
    );
  } else {
    body = <BearGridSkeleton count={tokenIds.length} />;
  }
  return (
    <section className="your-bears" aria-labelledby="your-bears-title">
      <h2 id="your-bears-title">Your bears</h2>
      {body}
    </section>
  );
}
