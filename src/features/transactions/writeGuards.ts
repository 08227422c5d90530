import { addListener } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/app/store';

/**
 * Resolves when the connection a write started with is gone (another account or chain,
 * disconnected). `stop()` removes the watch.
 */
export function watchConnectionChange(dispatch: AppDispatch, account: string, chainId: number) {
  let unsubscribe = () => {};
  const changed = new Promise<void>((resolve) => {
    unsubscribe = dispatch(
      addListener({
        predicate: (_action, state) => {
          const { connection } = state as RootState;
          return (
            connection.status !== 'connected' ||
            connection.account?.toLowerCase() !== account.toLowerCase() ||
            connection.chain?.id !== chainId
          );
        },
        effect: () => {
          unsubscribe();
          resolve();
        },
      }),
    ) as unknown as () => void;
  });
  return { changed, stop: () => unsubscribe() };
}
