import '../messages';
import type { HubChain } from '@/config/chains';
import type { BearToken } from '../types';
import { stageWords, WriteStatus } from '@/features/onchain/components/WriteStatus';
import { MINT_FLOW_ID } from '../flowId';
import { useGetMintedBearsQuery } from '../mintApi';
import { MINT_MESSAGES } from '../errors';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { useT } from '@/i18n/useT';
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

interface BearGridProps {
  bears: readonly BearToken[];
  label: string;
  /** With the chain and contract, each bear gets its explorer link and an SVG download. */
  share?: { chain: HubChain; contract: `0x${string}` };
}

/** The token's page on the chain's explorer, or undefined where the chain has none. */
export function explorerTokenUrl(
  chain: HubChain,
  contract: `0x${string}`,
  id: string,
): string | undefined {
  const explorer = chain.blockExplorers?.default;
  return explorer ? `${explorer.url}/nft/${contract}/${id}` : undefined;
}

/** A link to the bear on the explorer, and its on-chain image as a file. */
function ShareBear({
  bear,
  chain,
  contract,
}: { bear: BearToken } & NonNullable<BearGridProps['share']>) {
  const { t } = useT();
  const explorer = chain.blockExplorers?.default;
  return (
    <span className="bear-card__share">
      {explorer && (
        <ExternalLink
          href={explorerTokenUrl(chain, contract, bear.id)}
          aria-label={t('mint.bearOnExplorer', { name: bear.name, explorer: explorer.name })}
        >
          {t('account.viewOn', { explorer: explorer.name })}
        </ExternalLink>
      )}
      {/* The image is the contract's own SVG (a data: URI): downloading it needs no server. */}
      <a
        href={bear.image}
        download={`bear-${bear.id}.svg`}
        aria-label={t('mint.downloadBear', { name: bear.name })}
      >
        {t('mint.downloadSvg')}
      </a>
    </span>
  );
}

/** Bears with their on-chain images and ids. */
export function BearGrid({ bears, label, share }: BearGridProps) {
  return (
    <ul className="bear-grid" aria-label={label}>
      {bears.map((bear) => (
        <li key={bear.id} className="bear-card">
          <img
            className="bear-card__image"
            src={bear.image}
            alt={bear.name}
            width={160}
            height={160}
          />
          <span className="bear-card__id">#{bear.id}</span>
          {share && <ShareBear bear={bear} {...share} />}
        </li>
      ))}
    </ul>
  );
}

export function BearGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="bear-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="bear-card bear-card--skeleton">
          <span className="skeleton bear-card__image" />
          <span className="skeleton skeleton--text" />
        </li>
      ))}
    </ul>
  );
}
