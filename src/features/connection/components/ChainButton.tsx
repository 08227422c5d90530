import { ChainIcon } from '@/components/ui/ChainIcon';
import type { HubChain } from '@/config/chains';
import { WRONG_NETWORK_LABEL } from '@/wallet/errors';

interface ChainButtonProps {
  /** The configured chain the wallet is on; undefined when the chain is unsupported. */
  chain: HubChain | undefined;
  unsupported: boolean;
  onClick: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/** The header's network button: the chain's icon and name, or 'Wrong network'. */
export function ChainButton({
  chain,
  unsupported,
  onClick,
  onPointerEnter,
  onFocus,
}: ChainButtonProps) {
  const label = unsupported || !chain ? WRONG_NETWORK_LABEL : chain.name;
  return (
    <button
      type="button"
      className={`button wallet-chip${unsupported ? ' wallet-chip--warning' : ''}`}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
    >
      <ChainIcon chain={unsupported ? undefined : chain} />
      <span className="wallet-chip__label">{label}</span>
    </button>
  );
}
