import { addListener } from '@reduxjs/toolkit';
import type { Hash } from 'viem';
import type { AppDispatch, RootState } from '@/app/store';

/**
 * Resolves when the connection a write was started with is gone: another account, another
 * chain, or disconnected. `stop()` removes the watch (call it once the wallet has answered).
 */
export function watchConnectionChange(
  dispatch: AppDispatch,
  account: string,
  chainId: number,
): { changed: Promise<void>; stop: () => void } {
  let stop: () => void = () => undefined;
  const changed = new Promise<void>((resolve) => {
    const unsubscribe = dispatch(
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
    stop = unsubscribe;
  });
  return { changed, stop: () => stop() };
}

/** The minimal client `explainMinedFailure` needs. */
export interface FailureClient {
  getTransactionReceipt(args: { hash: Hash }): Promise<{ status: string; blockNumber: bigint }>;
}

/**
 * Why a recorded transaction failed: mined and reverted (then `replay` — the same call at the
 * receipt's block — gives the decoded reason, when it reverts again), or not mined at all
 * (dropped or replaced). Null when nothing better than the generic message is known.
 */
export async function explainMinedFailure(
  client: FailureClient,
  hash: Hash,
  replay: (blockNumber: bigint) => Promise<string | null>,
): Promise<'notMined' | string | null> {
  let receipt: { status: string; blockNumber: bigint };
  try {
    receipt = await client.getTransactionReceipt({ hash });
  } catch (error) {
    return error instanceof Error && error.name === 'TransactionReceiptNotFoundError'
      ? 'notMined'
      : null;
  }
  if (receipt.status !== 'reverted') return 'notMined';
  try {
    return await replay(receipt.blockNumber);
  } catch {
    return null;
  }
}
