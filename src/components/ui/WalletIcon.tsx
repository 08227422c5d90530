import { monogramIcon } from '@/wallet/icons';
import type { WalletEntry } from '@/wallet/types';
import { WALLET_MARKS } from './icons/marks';

// `id`: a catalogue wallet's, or an announced-only wallet's rdns; `icon`: monogram or announced.
export type WalletIconSource = Pick<
  WalletEntry,
  'id' | 'name' | 'icon' | 'iconBackground' | 'announcedIcon'
>;

/** Announced icons are shown only as inline images, never from a URL. */
const INLINE_IMAGE = /^data:image\/(?:svg\+xml|png|jpeg|gif|webp)[;,]/i;

/** The EIP-6963 announced icon (current artwork), else the packaged mark, else a monogram. */
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

/** A wallet's icon (decorative: the wallet's name is next to it). */
export function WalletIcon(props: { wallet: WalletIconSource; size?: 'small' | 'large' }) {
  const { src, kind } = chooseWalletIcon(props.wallet);
  return (
    <span
      className={`wallet-icon wallet-icon--${props.size ?? 'small'} wallet-icon--${kind}`}
      data-icon={kind}
      aria-hidden="true"
    >
      <img src={src} alt="" draggable={false} />
    </span>
  );
}
