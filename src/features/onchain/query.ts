import { toSerializedError, type SerializedWalletError } from '@/wallet/errors';
import { nextTask } from '@/wallet/nextTask';

/**
 * An RTK Query `queryFn` from a chain read: its result as `data`, anything it throws as the
 * catalogue's serialized error (the cache holds no Error objects). The read starts in a task of
 * its own: queries start from the effects of the render that mounts their section, and the
 * read's preparation (its module, the calls' encoding) would otherwise lengthen that task. Its
 * outcome reaches the store in a task of its own too: the answer's decoding and the store's
 * update with its subscribers were one task of 15-20 ms of CPU on `/` (a 2-core machine).
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
    // The store's update (and the renders it schedules) in a task of its own, apart from the
    // answer's decoding.
    await nextTask();
    return outcome;
  };
}
