import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSiweEnabled } from '@/features/siwe/selectors';
import { DIALOG_CHUNKS } from './dialogChunks';

// Each dialog is its own chunk, fetched the first time it opens (or is about to).
const ConnectDialog = lazy(DIALOG_CHUNKS.connect);
const AccountDialog = lazy(DIALOG_CHUNKS.account);
const ChainDialog = lazy(DIALOG_CHUNKS.chain);
const SignInDialog = lazy(DIALOG_CHUNKS.signIn);

/** Renders the open wallet dialog, if any (at most one is open). */
export function WalletModals() {
  const open = useAppSelector((state) => state.modals.open);
  const connected = useAppSelector((state) => state.connection.status === 'connected');
  const siweEnabled = useAppSelector(selectSiweEnabled);
  return (
    <Suspense fallback={null}>
      {open === 'connect' && <ConnectDialog />}
      {open === 'account' && connected && <AccountDialog />}
      {open === 'chain' && connected && <ChainDialog />}
      {open === 'signIn' && connected && siweEnabled && <SignInDialog />}
    </Suspense>
  );
}
