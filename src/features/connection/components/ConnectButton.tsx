import { Button } from '@/components/ui/Button';
import { ChainIcon } from '@/components/ui/ChainIcon';
import { Spinner } from '@/components/ui/Spinner';
import { useAppSelector } from '@/app/hooks';
import { useDialogOpener } from '@/features/modals/components/WalletModals';
import { selectAuthStatus } from '@/features/siwe/selectors';
import { selectHasPendingTransaction } from '@/features/transactions/selectors';
import { SAFE_CONNECTOR_ID } from '@/wallet/connectors/safeApp';
import {
  selectAccount,
  selectConnectedChain,
  selectConnectionStatus,
  selectCurrentChainConfig,
  selectIsConnectionBusy,
} from '../selectors';
import { LazyAccountButton, WalletChip } from './AccountButton';
import { useT } from '@/i18n/useT';

/**
 * The header's wallet control: 'Connect Wallet'; busy while connecting, restoring or checking the
 * sign-in session; connected, the network and account buttons, with 'Sign In' before the account
 * while it has no session (the account's dialog stays reachable meanwhile).
 */
export function ConnectButton() {
  const { t } = useT();
  const status = useAppSelector(selectConnectionStatus);
  const busy = useAppSelector(selectIsConnectionBusy);
  const account = useAppSelector(selectAccount);
  const chain = useAppSelector(selectConnectedChain);
  const chainConfig = useAppSelector(selectCurrentChainConfig);
  const authStatus = useAppSelector(selectAuthStatus);
  const pending = useAppSelector(selectHasPendingTransaction);
  const viaSafe = useAppSelector((state) => state.connection.connectorId === SAFE_CONNECTOR_ID);
  const opens = useDialogOpener();

  if (status === 'connected' && account && chain && authStatus !== 'loading') {
    return (
      <>
        <WalletChip
          className={chain.unsupported ? 'wallet-chip--warning' : undefined}
          {...opens('chain')}
        >
          <ChainIcon chain={chain.unsupported ? undefined : chainConfig} />
          <span className="wallet-chip__label">
            {chain.unsupported || !chainConfig ? t('wallet.wrongNetworkLabel') : chainConfig.name}
          </span>
        </WalletChip>
        {authStatus === 'unauthenticated' && (
          <Button variant="primary" aria-haspopup="dialog" {...opens('signIn')}>
            {t('wallet.signIn')}
          </Button>
        )}
        <LazyAccountButton
          {...opens('account')}
          account={account}
          pending={pending}
          badge={viaSafe ? t('wallet.safeBadge') : undefined}
        />
      </>
    );
  }

  if (busy || (status === 'connected' && authStatus === 'loading')) {
    // While connecting the dialog can be reopened; while restoring there is nothing to choose.
    const connecting = status === 'connecting';
    return (
      <Button
        variant="primary"
        aria-busy="true"
        disabled={!connecting}
        onClick={connecting ? opens('connect').onClick : undefined}
      >
        <Spinner />
        {connecting ? t('wallet.connecting') : t('wallet.reconnecting')}
      </Button>
    );
  }

  return (
    <Button variant="primary" aria-haspopup="dialog" {...opens('connect')}>
      {t('wallet.connect')}
    </Button>
  );
}
