import { Avatar } from '@/components/ui/Avatar';
import { formatBalance, shortAddress } from '../format';
import type { AccountProfile } from '../profile';
import { WalletChip, type WalletChipHandlers } from './WalletChip';
import { useT } from '@/i18n/useT';

export interface AccountButtonProps extends WalletChipHandlers {
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
