import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { Dialog } from '@/components/ui/Dialog';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { HubChain } from '@/config/chains';
import { formatBalance, shortAddress } from '@/features/connection/format';
import {
  useAccountProfile,
  type AccountProfile,
} from '@/features/connection/components/AccountProfileReader';
import {
  selectAccount,
  selectConnectedChain,
  selectCurrentChainConfig,
} from '@/features/connection/selectors';
import { RecentTransactions } from '@/features/transactions/components/RecentTransactions';
import { selectShownTransactions } from '@/features/transactions/selectors';
import { clearRecentTransactions, type RecentTransaction } from '@/features/transactions/slice';
import { useT } from '@/i18n/useT';
import { disconnectRequested } from '@/wallet/connectionSlice';
import { modalClosed } from '../slice';

/** The account dialog over the store and the account's profile. */
export function AccountDialog() {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectAccount);
  const chain = useAppSelector(selectConnectedChain);
  const chainConfig = useAppSelector(selectCurrentChainConfig);
  const transactions = useAppSelector(selectShownTransactions);
  const profile = useAccountProfile();
  if (!account || !chain) return null;
  return (
    <AccountDialogView
      account={account}
      profile={profile}
      chain={chainConfig}
      transactions={transactions}
      onDisconnect={() => dispatch(disconnectRequested())}
      onClearAll={() => dispatch(clearRecentTransactions({ account, chainId: chain.id }))}
      onClose={() => dispatch(modalClosed())}
    />
  );
}

/** 'Account': avatar, name or address, balance, copy, explorer link, disconnect, transactions. */
export function AccountDialogView({
  account,
  profile,
  chain,
  transactions,
  onDisconnect,
  onClearAll,
  onClose,
}: {
  account: string;
  profile: AccountProfile;
  /** The configured chain the wallet is on (undefined on a wrong network). */
  chain: HubChain | undefined;
  transactions: readonly RecentTransaction[];
  onDisconnect: () => void;
  onClearAll: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const explorer = chain?.blockExplorers?.default;
  return (
    <Dialog title={t('account.title')} onClose={onClose} className="account-dialog">
      <div className="account-dialog__summary">
        <Avatar address={account} ensAvatar={profile.ensAvatar} size="large" />
        <p className="account-dialog__name" title={account} dir="ltr">
          {profile.ensName ?? shortAddress(account)}
        </p>
        {profile.balance && (
          <p className="account-dialog__balance">{formatBalance(profile.balance)}</p>
        )}
      </div>
      <div className="account-dialog__actions">
        <CopyButton text={account} label={t('account.copyAddress')} />
        {explorer && (
          <ExternalLink className="button" href={`${explorer.url}/address/${account}`}>
            {t('account.viewOn', { explorer: explorer.name })}
          </ExternalLink>
        )}
        <Button variant="danger" onClick={onDisconnect}>
          {t('wallet.disconnect')}
        </Button>
      </div>
      <RecentTransactions
        transactions={transactions}
        explorerUrl={explorer?.url}
        onClearAll={onClearAll}
      />
    </Dialog>
  );
}
