import { useState, type CSSProperties } from 'react';

const HUE_DEGREES = 360;
const HEX_RADIX = 16;
// Six hex digits from each end of the address pick the two hues.
const HUE_SOURCE_CHARS = 6;
const HEX_PREFIX_LENGTH = 2;

/** Two hues derived from the address, so an account always gets the same gradient. */
export function avatarGradient(address: string): string {
  const start = parseInt(
    address.slice(HEX_PREFIX_LENGTH, HEX_PREFIX_LENGTH + HUE_SOURCE_CHARS),
    HEX_RADIX,
  );
  const end = parseInt(address.slice(-HUE_SOURCE_CHARS), HEX_RADIX);
  const from = (Number.isNaN(start) ? 0 : start) % HUE_DEGREES;
  const to = (Number.isNaN(end) ? 0 : end) % HUE_DEGREES;
  return `linear-gradient(135deg, hsl(${from} 80% 62%), hsl(${to} 75% 45%))`;
}

interface AvatarProps {
  address: string;
  ensAvatar: string | null;
  size?: 'small' | 'large';
  /** Draws a spinning ring around it (a transaction is pending). */
  pending?: boolean;
}

/**
 * The account's ENS avatar, or a gradient generated from its address (decorative), also when the
 * avatar does not load (the lookup does not request it first: `wallet/ensAvatar.ts`).
 */
export function Avatar({ address, ensAvatar, size = 'small', pending = false }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = ensAvatar && ensAvatar !== failed ? ensAvatar : null;
  const style: CSSProperties | undefined = image
    ? undefined
    : { background: avatarGradient(address) };
  return (
    <span
      className={`avatar avatar--${size}${pending ? ' avatar--pending' : ''}`}
      data-testid="avatar"
      aria-hidden="true"
    >
      {image ? (
        // The avatar's host is whoever the name's owner chose: it gets no Referer (no hub URL).
        <img
          className="avatar__image"
          src={image}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setFailed(image)}
        />
      ) : (
        <span className="avatar__generated" style={style} />
      )}
    </span>
  );
}
