import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { preloadDialog } from '@/features/modals/components/dialogChunks';
import { modalOpened, type ModalName } from '@/features/modals/slice';
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
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectConnectionStatus);
  const busy = useAppSelector(selectIsConnectionBusy);
  const account = useAppSelector(selectAccount);
  const chain = useAppSelector(selectConnectedChain);
  const chainConfig = useAppSelector(selectCurrentChainConfig);
  const authStatus = useAppSelector(selectAuthStatus);
  const pending = useAppSelector(selectHasPendingTransaction);
  // Pointer or focus on a button fetches its dialog's chunk before the click.
  const warm = (name: ModalName) => ({
    onPointerEnter: () => preloadDialog(name),
    onFocus: () => preloadDialog(name),
  });

  if (status === 'connected' && account && chain) {
    return (
      <>
        <ChainButton
          {...warm('chain')}
          chain={chainConfig}
          unsupported={chain.unsupported}
          onClick={() => dispatch(modalOpened('chain'))}
        />
        {authStatus === 'unauthenticated' ? (
          <Button
            variant="primary"
            aria-haspopup="dialog"
            {...warm('signIn')}
            onClick={() => dispatch(modalOpened('signIn'))}
          >
            {t('wallet.signIn')}
          </Button>
        ) : (
          <LazyAccountButton
            {...warm('account')}
            account={account}
            pending={pending}
            onClick={() => dispatch(modalOpened('account'))}
          />
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
        onClick={connecting ? () => dispatch(modalOpened('connect')) : undefined}
      >
        <Spinner />
        {connecting ? t('wallet.connecting') : t('wallet.reconnecting')}
      </Button>
    );
  }

  return (
    <Button
      variant="primary"
      aria-haspopup="dialog"
      {...warm('connect')}
      onClick={() => dispatch(modalOpened('connect'))}
    >
      {t('wallet.connect')}
    </Button>
  );
}
