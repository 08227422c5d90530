import { lazy, Suspense, type ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSiweEnabled } from '@/features/siwe/selectors';
import { modalOpened, type ModalName } from '../slice';
/** Each dialog's chunk, warmed when the pointer or focus reaches the button that opens it. */
const DIALOG_CHUNKS = {
  connect: () => import('./ConnectDialog').then((module) => ({ default: module.ConnectDialog })),
  account: () => import('./AccountDialog').then((module) => ({ default: module.AccountDialog })),
  chain: () => import('./ChainDialog').then((module) => ({ default: module.ChainDialog })),
  signIn: () =>
    import('@/features/siwe/components/SignInDialog').then((module) => ({
      default: module.SignInDialog,
    })),
} satisfies Record<ModalName, () => Promise<{ default: ComponentType }>>;

const preloadDialog = (name: ModalName) => void DIALOG_CHUNKS[name]().catch(() => undefined);

/** `opens('account')`: a button's click that opens the dialog, and handlers that fetch its chunk. */
export function useDialogOpener() {
  const dispatch = useAppDispatch();
  return (name: ModalName) => ({
    onPointerEnter: () => preloadDialog(name),
    onFocus: () => preloadDialog(name),
    onClick: () => dispatch(modalOpened(name)),
  });
}

// Each dialog is its own chunk, fetched the first time it opens (or is about to).
const DIALOGS = Object.fromEntries(
  Object.entries(DIALOG_CHUNKS).map(([name, load]) => [name, lazy<ComponentType>(load)]),
) as Partial<Record<ModalName, ComponentType>>;

/** Renders the open wallet dialog, if any (at most one is open). */
export function WalletModals() {
  const open = useAppSelector((state) => state.modals.open);
  const connected = useAppSelector((state) => state.connection.status === 'connected');
  const siweEnabled = useAppSelector(selectSiweEnabled);
  // Only the connect dialog opens without a connection; sign-in only where it is on.
  const shown = open === 'connect' || (connected && (open !== 'signIn' || siweEnabled));
  const Open = open && shown ? DIALOGS[open] : null;
  return <Suspense fallback={null}>{Open && <Open />}</Suspense>;
}
