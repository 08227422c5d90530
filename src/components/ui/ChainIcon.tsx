import type { HubChain } from '@/config/chains';

interface ChainIconProps {
  /** Undefined for a chain the hub does not know (wrong network). */
  chain: HubChain | undefined;
  size?: 'small' | 'large';
}

/** A chain's monogram on its colour, drawn locally (decorative). */
export function ChainIcon({ chain, size = 'small' }: ChainIconProps) {
  return (
    <span
      className={`chain-icon chain-icon--${size}${chain ? '' : ' chain-icon--unknown'}`}
      style={chain ? { background: chain.iconBackground } : undefined}
      aria-hidden="true"
    >
      {chain ? chain.iconLabel : '!'}
    </span>
  );
}
