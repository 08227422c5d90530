import { useState } from 'react';

/** A hue from six hex digits of the address, so an account always gets the same gradient. */
const hue = (hex: string) => (parseInt(hex, 16) || 0) % 360;

function avatarGradient(address: string): string {
  const [from, to] = [hue(address.slice(2, 8)), hue(address.slice(-6))];
  return `linear-gradient(135deg, hsl(${from} 80% 62%), hsl(${to} 75% 45%))`;
}

// The ENS avatar, or a gradient from the address (decorative), also when the avatar does not load
// (the lookup does not request it first: `wallet/ensAvatar.ts`). `pending` draws a spinning ring.
export function Avatar(props: {
  address: string;
  ensAvatar: string | null;
  size?: 'small' | 'large';
  pending?: boolean;
}) {
  const { address, ensAvatar, size = 'small', pending = false } = props;
  const [failed, setFailed] = useState<string | null>(null);
  const image = ensAvatar && ensAvatar !== failed ? ensAvatar : null;
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
        <span className="avatar__generated" style={{ background: avatarGradient(address) }} />
      )}
    </span>
  );
}
