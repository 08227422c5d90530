import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSiweEnabled } from '@/features/siwe/selectors';

// Each dialog is its own chunk, fetched the first time it opens.
const ConnectDialog = lazy(() =>
  import('./ConnectDialog').then((module) => ({ default: module.ConnectDialog })),
);
const AccountDialog = lazy(() =>
  import('./AccountDialog').then((module) => ({ default: module.AccountDialog })),
);
const ChainDialog = lazy(() =>
  import('./ChainDialog').then((module) => ({ default: module.ChainDialog })),
);
const SignInDialog = lazy(() =>
  import('@/features/siwe/components/SignInDialog').then((module) => ({ default: module.SignInDialog })),
);

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
