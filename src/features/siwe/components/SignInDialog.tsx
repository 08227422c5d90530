import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { modalClosed } from '@/features/modals/slice';
import { useSiweSigner } from '../hooks/useSiweSigner';
import { selectSignInAwaitingOwners, selectSignInError, selectSignInStatus } from '../selectors';
import { signInRequested } from '../signIn';
import { SignInDialogView } from './SignInDialogView';

/** The sign-in dialog over the store; the signer comes from the wallet layer. */
export function SignInDialog() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSignInStatus);
  const error = useAppSelector(selectSignInError);
  const awaitingOwners = useAppSelector(selectSignInAwaitingOwners);
  const signMessage = useSiweSigner();
  return (
    <SignInDialogView
      status={status}
      error={error}
      awaitingOwners={awaitingOwners}
      onSignIn={() => void dispatch(signInRequested(signMessage))}
      onClose={() => dispatch(modalClosed())}
    />
  );
}
