import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { useAppSelector } from '@/app/hooks';
import { useDialogOpener } from '@/features/modals/hooks/useDialogOpener';
import { selectAuthStatus } from '@/features/siwe/selectors';
import { selectHasPendingTransaction } from '@/features/transactions/selectors';
import {
  selectAccount,
  selectConnectedChain,
  selectConnectionStatus,
  selectCurrentChainConfig,
  selectIsConnectionBusy,
} from '../selectors';
import { LazyAccountButton } from './LazyAccountButton';
import { ChainButton } from './ChainButton';
import { useT } from '@/i18n/useT';

/**
 * The header's wallet control. Disconnected: 'Connect Wallet'. Connecting or restoring after a
 * reload: a busy button (never the disconnected label first). Connected: the network button and
 * the account button (or 'Sign In' while sign-in is on and this account has no session).
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
  const opens = useDialogOpener();

  if (status === 'connected' && account && chain) {
    return (
      <>
        <ChainButton {...opens('chain')} chain={chainConfig} unsupported={chain.unsupported} />
        {authStatus === 'unauthenticated' ? (
          <Button variant="primary" aria-haspopup="dialog" {...opens('signIn')}>
            {t('wallet.signIn')}
          </Button>
        ) : (
          <LazyAccountButton {...opens('account')} account={account} pending={pending} />
        )}
      </>
    );
  }

  if (busy) {
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
