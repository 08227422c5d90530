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
}

/** The header's account button: avatar, abbreviated balance, ENS name or short address. */
export function AccountButton({ account, profile, pending, ...handlers }: AccountButtonProps) {
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
      {pending && <span className="visually-hidden">{t('wallet.transactionPendingSuffix')}</span>}
    </WalletChip>
  );
}
