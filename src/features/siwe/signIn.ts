import type { Hex } from 'viem';
import type { AppDispatch, RootState } from '@/app/store';
import { watchConnectionChange } from '@/features/transactions/writeGuards';
import { SAFE_CONNECTOR_ID } from '@/wallet/connectors/safeApp';
import { isUserRejection, WALLET_ERROR_MESSAGES as MESSAGES } from '@/wallet/errors';
import { createSiweAdapter } from './adapter';
import {
  signInAwaitingOwners,
  signInFailed,
  signInStarted,
  signInSucceeded,
  signInVerifying,
} from './slice';

/** Asks the connected wallet for a `personal_sign` of `message` (the wallet layer's intent). */
export type SignMessage = (args: { message: string }) => Promise<Hex>;

/** A signature worth verifying: hex bytes, never the empty `0x` a contract wallet may answer. */
const isSignature = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value) && value.length > 2;

/**
 * The sign-in flow: nonce and message, signature (rejected: idle, no error), verification, session
 * read. A Safe's signature may wait for other owners (checked with ERC-1271). A change of account,
 * chain or connection meanwhile abandons it: it would sign in the address the visitor left.
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
      dispatch(signInFailed(MESSAGES.signInPrepareFailed));
      return;
    }

    let signature: Hex | null;
    let stopListening = () => {};
    const connectionWatch = watchConnectionChange(dispatch, address, chainId);
    try {
      if (connection.connectorId === SAFE_CONNECTOR_ID) {
        const { onSafeSignaturePending } = await import('@/wallet/connectors/safe');
        stopListening = onSafeSignaturePending(() => dispatch(signInAwaitingOwners()));
      }
      signature = await Promise.race([
        signMessage({ message }),
        connectionWatch.changed.then(() => null),
      ]);
    } catch (error) {
      dispatch(signInFailed(isUserRejection(error) ? null : MESSAGES.signMessageFailed));
      return;
    } finally {
      stopListening();
      connectionWatch.stop();
    }
    if (signature === null) {
      dispatch(signInFailed(null));
      return;
    }
    if (!isSignature(signature)) {
      dispatch(signInFailed(MESSAGES.signMessageFailed));
      return;
    }

    dispatch(signInVerifying());
    if (!(await adapter.verify({ message, signature }).catch(() => false))) {
      dispatch(signInFailed(MESSAGES.signInVerifyFailed));
      return;
    }
    const session = await adapter.getSession().catch(() => null);
    dispatch(signInSucceeded(session ?? { address, chainId }));
  };
}
