import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { modalClosed } from '@/features/modals/slice';
import { useT } from '@/i18n/useT';
import { useSiweSigner } from '../hooks/useSiweSigner';
import { signInRequested } from '../signIn';

/** Sign-in verification: one signed message proves the visitor owns the connected account. */
export function SignInDialog() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  // `awaitingOwners`: a Safe's signature waits for its other owners.
  const { status, error, awaitingOwners } = useAppSelector((state) => state.siwe);
  const signMessage = useSiweSigner();
  const close = () => dispatch(modalClosed());
  return (
    <Dialog title={t('signIn.title')} onClose={close} className="sign-in-dialog">
      <p className="sign-in-dialog__text">{t('signIn.body')}</p>
      {error && (
        <p className="sign-in-dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="sign-in-dialog__actions">
        <Button
          variant="primary"
          onClick={() => void dispatch(signInRequested(signMessage))}
          disabled={status !== 'idle'}
          aria-busy={status !== 'idle'}
        >
          {status === 'idle' ? (
            t('signIn.sign')
          ) : (
            <>
              <Spinner />
              {status === 'verifying'
                ? t('signIn.verifying')
                : awaitingOwners
                  ? t('signIn.awaitingOwners')
                  : t('signIn.waiting')}
            </>
          )}
        </Button>
        <Button variant="ghost" onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
