import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';

/**
 * Starts `preload` (an `import()` of a connected account's parts) as soon as a wallet is being
 * connected or restored, so the chunk is usually there before the account's data is. A failed
 * download surfaces when the part renders, not here.
 */
export function usePreloadWhileWalletInUse(preload: () => Promise<unknown>): void {
  const walletInUse = useAppSelector((state) => state.connection.status !== 'disconnected');
  useEffect(() => {
    if (walletInUse) void preload().catch(() => undefined);
  }, [walletInUse, preload]);
}
