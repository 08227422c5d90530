import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { useT } from '@/i18n/useT';
import { formatBalance, shortAddress } from '../format';
import type { AccountProfile } from './AccountProfileReader';

const AccountProfileReader = lazy(async () => ({
  default: (await import('./AccountProfileReader')).AccountProfileReader,
}));

/** What the header's chips do: open their dialog, and warm its chunk on hover or focus. */
interface WalletChipHandlers {
  onClick: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/** A header chip (network, account) that opens a dialog. */
export function WalletChip({
  className,
  children,
  ...handlers
}: WalletChipHandlers & { className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className ? `button wallet-chip ${className}` : 'button wallet-chip'}
      aria-haspopup="dialog"
      {...handlers}
    >
      {children}
    </button>
  );
}

interface AccountButtonProps extends WalletChipHandlers {
  account: string;
  profile: AccountProfile;
  /** A transaction of this account is pending: a spinning ring around the avatar. */
  pending: boolean;
  /** Names the kind of account beside it (a Safe). */
  badge?: string;
}

/** The header's account button: abbreviated balance, avatar, ENS name or short address. */
export function AccountButton({
  account,
  profile,
  pending,
  badge,
  ...handlers
}: AccountButtonProps) {
  const { t } = useT();
  return (
    <WalletChip className="account-button" {...handlers}>
      {profile.balance && (
        <span className="account-button__balance">{formatBalance(profile.balance)}</span>
      )}
      <Avatar address={account} ensAvatar={profile.ensAvatar} pending={pending} />
      <span className="wallet-chip__label" dir="ltr">
        {profile.ensName ?? shortAddress(account)}
      </span>
      {badge && <span className="account-button__badge">{badge}</span>}
      {pending && <span className="visually-hidden">{t('wallet.transactionPendingSuffix')}</span>}
    </WalletChip>
  );
}

const NO_PROFILE: AccountProfile = {
  ensName: null,
  ensAvatar: null,
  balance: null,
  isLoading: true,
};

/**
 * The profile reads are a chunk of their own (off the first view) that hands the profile up, not
 * a second button: a swapped button would lose its focus and a click straddling the swap.
 */
export function LazyAccountButton(props: Omit<AccountButtonProps, 'profile'>) {
  const [profile, setProfile] = useState<AccountProfile>(NO_PROFILE);
  return (
    <>
      <AccountButton {...props} profile={profile} />
      <Suspense fallback={null}>
        <AccountProfileReader onProfile={setProfile} />
      </Suspense>
    </>
  );
}
