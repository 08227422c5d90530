import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import type { SiweErrorMessage } from '../errors';
import type { SignInStatus } from '../slice';

interface SignInDialogViewProps {
  status: SignInStatus;
  error: SiweErrorMessage | null;
  onSignIn: () => void;
  onClose: () => void;
}

const BUSY_LABELS: Record<Exclude<SignInStatus, 'idle'>, string> = {
  signing: 'Waiting for signature…',
  verifying: 'Verifying signature…',
};

/** Sign-in verification: one signed message proves the visitor owns the connected account. */
export function SignInDialogView({ status, error, onSignIn, onClose }: SignInDialogViewProps) {
  return (
    <Dialog title="Verify your account" onClose={onClose} className="sign-in-dialog">
      <p className="sign-in-dialog__text">
        To finish connecting, sign a message in your wallet. Signing is free and sends no
        transaction.
      </p>
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
            'Sign message'
          ) : (
            <>
              <Spinner />
              {BUSY_LABELS[status]}
            </>
          )}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
