import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { ChainIcon } from '@/components/ui/ChainIcon';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { chains } from '@/config/chains';
import { selectConnection } from '@/features/connection/selectors';
import { disconnectRequested, switchChainRequested } from '@/wallet/connectionSlice';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { modalClosed } from '../slice';
import { useT } from '@/i18n/useT';

/**
 * 'Switch Networks': every configured chain, the current one marked Connected, a spinner on the
 * one being switched to, the failed switch's message inline, and Disconnect.
 */
export function ChainDialog() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const { chain, switchingToChainId, switchError } = useAppSelector(selectConnection);
  return (
    <Dialog
      title={t('chains.title')}
      onClose={() => dispatch(modalClosed())}
      className="chain-dialog"
    >
      {chain?.unsupported && (
        <p className="chain-dialog__warning" role="alert">
          {WALLET_ERROR_MESSAGES.wrongNetwork}
        </p>
      )}
      <ul className="chain-list">
        {chains.map((option) => {
          const current = chain?.id === option.id && !chain.unsupported;
          const switching = switchingToChainId === option.id;
          return (
            <li key={option.id}>
              <button
                type="button"
                className={`chain-option${current ? ' chain-option--current' : ''}`}
                aria-current={current ? 'true' : undefined}
                aria-busy={switching || undefined}
                onClick={
                  current ? undefined : () => dispatch(switchChainRequested({ chainId: option.id }))
                }
              >
                <ChainIcon chain={option} />
                <span className="chain-option__name">{option.name}</span>
                {current && (
                  <span className="chain-option__state">
                    <span className="chain-option__dot" aria-hidden="true" />
                    {t('chains.connected')}
                  </span>
                )}
                {switching && (
                  <span className="chain-option__state">
                    <Spinner />
                    {t('chains.confirmInWallet')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {switchError && (
        <p className="chain-dialog__error" role="alert">
          {switchError.message}
        </p>
      )}
      <Button
        variant="danger"
        className="chain-dialog__disconnect"
        onClick={() => dispatch(disconnectRequested())}
      >
        {t('wallet.disconnect')}
      </Button>
    </Dialog>
  );
}
