import '../messages';
import { Button } from '@/components/ui/Button';
import type { HubChain } from '@/config/chains';
import { useGetBearTokensQuery } from '../mintApi';
import { MINT_MESSAGES } from '../errors';
import { BearGrid, BearGridSkeleton } from './BearGrid';
import { useT } from '@/i18n/useT';

interface YourBearsProps {
  chain: HubChain;
  contract: `0x${string}`;
  tokenIds: readonly string[];
}

/** The connected account's bears with their on-chain images (read again only when the list changes). */
export function YourBears({ chain, contract, tokenIds }: YourBearsProps) {
  const { t } = useT();
  const tokens = useGetBearTokensQuery({ chainId: chain.id, contract, ids: tokenIds });
  let body;
  if (tokenIds.length === 0) {
    body = <p className="your-bears__empty">{t('mint.noBears')}</p>;
  } else if (tokens.data) {
    body = <BearGrid bears={tokens.data} label={t('mint.yourBears')} share={{ chain, contract }} />;
  } else if (tokens.isError) {
    body = (
      <div role="alert" className="mint-error">
        <p>{MINT_MESSAGES.imagesFailed}</p>
        <Button onClick={() => void tokens.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  } else {
    body = <BearGridSkeleton count={tokenIds.length} />;
  }
  return (
    <section className="your-bears" aria-labelledby="your-bears-title">
      <h2 id="your-bears-title">{t('mint.yourBears')}</h2>
      {body}
    </section>
  );
}
