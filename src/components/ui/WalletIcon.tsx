interface WalletIconProps {
  icon: string;
  background: string;
  size?: 'small' | 'large';
}

/** A wallet's icon on its accent colour (decorative: the wallet's name is next to it). */
export function WalletIcon({ icon, background, size = 'small' }: WalletIconProps) {
  return (
    <span className={`wallet-icon wallet-icon--${size}`} style={{ background }} aria-hidden="true">
      <img src={icon} alt="" />
    </span>
  );
}
