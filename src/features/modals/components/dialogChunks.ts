import type { ComponentType } from 'react';
import type { ModalName } from '../slice';

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

/** Starts loading a dialog's chunk (a no-op once loaded: the module cache answers). */
export function preloadDialog(name: ModalName): void {
  void DIALOG_CHUNKS[name]().catch(() => undefined);
}
