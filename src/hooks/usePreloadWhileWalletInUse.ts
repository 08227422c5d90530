import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';

/** `preload`s an account's parts once a wallet is connecting or restored (failures: at render). */
export function usePreloadWhileWalletInUse(preload: () => Promise<unknown>): void {
  const walletInUse = useAppSelector((state) => state.connection.status !== 'disconnected');
  useEffect(() => {
    if (walletInUse) void preload().catch(() => undefined);
  }, [walletInUse, preload]);
}
