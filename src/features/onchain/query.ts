import { toSerializedError, type SerializedWalletError } from '@/wallet/errors';
import { nextTask } from '@/wallet/nextTask';

/**
 * An RTK Query `queryFn` from a chain read (a thrown error as the catalogue's serialized one). The
 * read starts, and its outcome reaches the store, each in a task of its own: otherwise they
 * lengthen the mounting render's task, and decoding plus the store's update was one 15-20 ms task
 * on `/`.
 */
export function chainQuery<Args, Result>(read: (args: Args) => Promise<Result>) {
  return async (args: Args): Promise<{ data: Result } | { error: SerializedWalletError }> => {
    await nextTask();
    let outcome: { data: Result } | { error: SerializedWalletError };
    try {
      outcome = { data: await read(args) };
    } catch (error) {
      outcome = { error: toSerializedError(error) };
    }
    await nextTask();
    return outcome;
  };
}
