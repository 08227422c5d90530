import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';

/**
 * Starts `preload` (a connected account's parts) once a wallet is being connected or restored; a
 * failed download surfaces when the part renders.
 */
export function usePreloadWhileWalletInUse(preload: () => Promise<unknown>): void {
  const walletInUse = useAppSelector((state) => state.connection.status !== 'disconnected');
  useEffect(() => {
    if (walletInUse) void preload().catch(() => undefined);
  }, [walletInUse, preload]);
}
