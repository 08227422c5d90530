import type { Hex } from 'viem';
import type { AppDispatch, RootState } from '@/app/store';
import { isUserRejection } from '@/wallet/errors';
import { createSiweAdapter } from './adapter';
import { SIWE_ERROR_MESSAGES } from './errors';
import { signInFailed, signInStarted, signInSucceeded, signInVerifying } from './slice';

/** Asks the connected wallet for a `personal_sign` of `message` (the wallet layer's intent). */
export type SignMessage = (args: { message: string }) => Promise<Hex>;

/**
 * The sign-in flow: nonce and message (failure: 'Error preparing message…'), the wallet's
 * signature (rejected: back to idle without an error; other failure: 'Error signing message…'),
 * then verification by the API (failure: 'Error verifying signature…') and the session read.
 * The signer is a parameter so that the flow does not depend on how the wallet is reached.
 */
export function signInRequested(signMessage: SignMessage) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const { siwe, connection } = getState();
    if (!siwe.apiUrl || !connection.account || !connection.chain || siwe.status !== 'idle') return;
    const { account: address } = connection;
    const chainId = connection.chain.id;
    const adapter = createSiweAdapter(siwe.apiUrl);
    dispatch(signInStarted());

    let message: string;
    try {
      const nonce = await adapter.getNonce();
      message = adapter.createMessage({ nonce, address, chainId });
    } catch {
      dispatch(signInFailed(SIWE_ERROR_MESSAGES.prepare));
      return;
    }

    let signature: Hex;
    try {
      signature = await signMessage({ message });
    } catch (error) {
      dispatch(signInFailed(isUserRejection(error) ? null : SIWE_ERROR_MESSAGES.sign));
      return;
    }

    dispatch(signInVerifying());
    let verified = false;
    try {
      verified = await adapter.verify({ message, signature });
    } catch {
      verified = false;
    }
    if (!verified) {
      dispatch(signInFailed(SIWE_ERROR_MESSAGES.verify));
      return;
    }
    const session = await adapter.getSession().catch(() => null);
    dispatch(signInSucceeded(session ?? { address, chainId }));
  };
}
