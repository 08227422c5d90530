import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useAccountProfile } from '@/features/connection/hooks/useAccountProfile';
import {
  selectAccount,
  selectConnectedChain,
  selectCurrentChainConfig,
} from '@/features/connection/selectors';
import { disconnectRequested } from '@/wallet/connectionSlice';
import { selectShownTransactions } from '@/features/transactions/selectors';
import { clearRecentTransactions } from '@/features/transactions/slice';
import { modalClosed } from '../slice';
import { AccountDialogView } from './AccountDialogView';

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
