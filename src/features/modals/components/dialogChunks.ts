import type { ComponentType } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { modalOpened, type ModalName } from '../slice';

/** Each dialog's chunk, warmed when the pointer or focus reaches the button that opens it. */
export const DIALOG_CHUNKS = {
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
