import type { HubChain } from '@/config/chains';
import { useChainMark } from './icons/chainMarkStore';

interface ChainIconProps {
  /** Undefined for a chain the hub does not know (wrong network). */
  chain: HubChain | undefined;
  size?: 'small' | 'large';
}

/**
 * A chain's mark (bundled, loaded on demand), or its monogram on its colour for a chain without
 * one and until the marks arrive (decorative: the chain's name is next to it).
 */
export function ChainIcon({ chain, size = 'small' }: ChainIconProps) {
  const mark = useChainMark(chain?.id);
  const base = `chain-icon chain-icon--${size}`;
  if (!chain) {
    return (
      <span className={`${base} chain-icon--unknown`} data-icon="unknown" aria-hidden="true">
        !
      </span>
    );
  }
  if (mark) {
    return (
      <span className={`${base} chain-icon--mark`} data-icon="mark" aria-hidden="true">
        <img src={mark} alt="" draggable={false} />
      </span>
    );
  }
  return (
    <span
      className={base}
      style={{ background: chain.iconBackground }}
      data-icon="monogram"
      aria-hidden="true"
    >
      {chain.iconLabel}
    </span>
  );
}
