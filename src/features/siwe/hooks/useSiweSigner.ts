import type { SignMessage } from '../signIn';

const notWired: SignMessage = () =>
  Promise.reject(new Error('Sign-in is not wired to the wallet layer’s signMessage intent yet.'));

// Placeholder: the wallet layer's `signMessage` intent replaces this signer.
export function useSiweSigner(): SignMessage {
  return notWired;
}
