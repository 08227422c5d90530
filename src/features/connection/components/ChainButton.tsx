import { ChainIcon } from '@/components/ui/ChainIcon';
import type { HubChain } from '@/config/chains';
import { WalletChip, type WalletChipHandlers } from './WalletChip';
import { useT } from '@/i18n/useT';

interface ChainButtonProps extends WalletChipHandlers {
  /** The configured chain the wallet is on; undefined when the chain is unsupported. */
  chain: HubChain | undefined;
  unsupported: boolean;
}

/** The header's network button: the chain's icon and name, or 'Wrong network'. */
export function ChainButton({ chain, unsupported, ...handlers }: ChainButtonProps) {
  const { t } = useT();
  const label = unsupported || !chain ? t('wallet.wrongNetworkLabel') : chain.name;
  return (
    <WalletChip className={unsupported ? 'wallet-chip--warning' : undefined} {...handlers}>
      <ChainIcon chain={unsupported ? undefined : chain} />
      <span className="wallet-chip__label">{label}</span>
    </WalletChip>
  );
}
