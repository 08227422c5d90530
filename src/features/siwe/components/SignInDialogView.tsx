import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import type { MessageKey } from '@/i18n/messages/en';
import type { SignInStatus } from '../slice';
import { useT } from '@/i18n/useT';

interface SignInDialogViewProps {
  status: SignInStatus;
  error: string | null;
  /** A Safe's signature waits for its other owners. */
  awaitingOwners?: boolean;
  onSignIn: () => void;
  onClose: () => void;
}

const BUSY_LABELS: Record<Exclude<SignInStatus, 'idle'>, MessageKey> = {
  signing: 'signIn.waiting',
  verifying: 'signIn.verifying',
};

/** Sign-in verification: one signed message proves the visitor owns the connected account. */
export function SignInDialogView({
  status,
  error,
  awaitingOwners = false,
  onSignIn,
  onClose,
}: SignInDialogViewProps) {
  const { t } = useT();
  return (
    <Dialog title={t('signIn.title')} onClose={onClose} className="sign-in-dialog">
      <p className="sign-in-dialog__text">{t('signIn.body')}</p>
      {error && (
        <p className="sign-in-dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="sign-in-dialog__actions">
        <Button
          variant="primary"
          onClick={onSignIn}
          disabled={status !== 'idle'}
          aria-busy={status !== 'idle'}
        >
          {status === 'idle' ? (
            t('signIn.sign')
          ) : (
            <>
              <Spinner />
              {t(
                status === 'signing' && awaitingOwners
                  ? 'signIn.awaitingOwners'
                  : BUSY_LABELS[status],
              )}
            </>
          )}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
