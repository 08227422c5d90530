import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { WalletError } from '@/wallet/errors';
import { signMessage } from '@/wallet/walletActions';
import type { SignMessage } from '../signIn';

/** The wallet layer's `signMessage` as the sign-in's signer: the signature, or a `WalletError`. */
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
