import type { HubChain } from '@/config/chains';
import { useChainMark } from './icons/chainMarkStore';

interface ChainIconProps {
  /** Undefined for a chain the hub does not know (wrong network). */
  chain: HubChain | undefined;
  size?: 'small' | 'large';
}

/**
 * A chain's mark (loaded on demand), else its monogram on its colour (decorative: the chain's
 * name is next to it).
 */
export function ChainIcon({ chain, size = 'small' }: ChainIconProps) {
  const mark = useChainMark(chain?.id);
  const kind = !chain ? 'unknown' : mark ? 'mark' : 'monogram';
  return (
    <span
      className={`chain-icon chain-icon--${size}${kind === 'monogram' ? '' : ` chain-icon--${kind}`}`}
      style={kind === 'monogram' ? { background: chain?.iconBackground } : undefined}
      data-icon={kind}
      aria-hidden="true"
    >
      {!chain ? '!' : mark ? <img src={mark} alt="" draggable={false} /> : chain.iconLabel}
    </span>
  );
}
