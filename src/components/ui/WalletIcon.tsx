import { monogramIcon } from '@/wallet/icons';
import type { WalletEntry } from '@/wallet/types';
import { WALLET_MARKS } from './icons/marks';

/**
 * What a wallet icon is drawn from: `id` is a catalogue wallet's, or the rdns of a wallet that
 * only announced itself; `icon` the monogram (catalogue wallets) or the announced icon.
 */
export type WalletIconSource = Pick<
  WalletEntry,
  'id' | 'name' | 'icon' | 'iconBackground' | 'announcedIcon'
>;

/** Announced icons are shown only as inline images, never from a URL. */
const INLINE_IMAGE = /^data:image\/(?:svg\+xml|png|jpeg|gif|webp)[;,]/i;

/**
 * Which picture stands for a wallet: the icon it announced through EIP-6963 (its own, current
 * artwork), else the packaged mark of a catalogue wallet, else its letter monogram.
 */
function chooseWalletIcon(wallet: WalletIconSource): { src: string; kind: string } {
  if (wallet.announcedIcon && INLINE_IMAGE.test(wallet.announcedIcon)) {
    return { src: wallet.announcedIcon, kind: 'announced' };
  }
  const mark = WALLET_MARKS[wallet.id as keyof typeof WALLET_MARKS];
  if (mark) return { src: mark, kind: 'mark' };
  if (INLINE_IMAGE.test(wallet.icon) && wallet.icon !== wallet.announcedIcon) {
    return { src: wallet.icon, kind: 'monogram' };
  }
  const initial = wallet.name.trim().charAt(0).toUpperCase() || '?';
  return { src: monogramIcon(initial, wallet.iconBackground), kind: 'monogram' };
}

interface WalletIconProps {
  wallet: WalletIconSource;
  size?: 'small' | 'large';
}

/** A wallet's icon (decorative: the wallet's name is next to it). */
export function WalletIcon({ wallet, size = 'small' }: WalletIconProps) {
  const { src, kind } = chooseWalletIcon(wallet);
  return (
    <span
      className={`wallet-icon wallet-icon--${size} wallet-icon--${kind}`}
      data-icon={kind}
      aria-hidden="true"
    >
      <img src={src} alt="" draggable={false} />
    </span>
  );
}
