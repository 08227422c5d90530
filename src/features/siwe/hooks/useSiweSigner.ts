import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { WalletError } from '@/wallet/errors';
import { signMessage } from '@/wallet/walletActions';
import type { SignMessage } from '../signIn';

/**
 * The wallet layer's `signMessage` intent as the sign-in flow's signer: resolves with the
 * signature, or throws the catalogue error (a `WalletError` whose code says whether the
 * visitor rejected the request).
 */
export function useSiweSigner(): SignMessage {
  const dispatch = useAppDispatch();
  return useCallback(
    async ({ message }) => {
      const result = await dispatch(signMessage({ message }));
      if (signMessage.fulfilled.match(result)) return result.payload;
      const failure = result.payload;
      throw new WalletError(failure?.code ?? 'UNKNOWN', failure?.message ?? 'Signing failed.');
    },
    [dispatch],
  );
}
