import { toSerializedError, type SerializedWalletError } from '@/wallet/errors';
import { nextTask } from '@/wallet/nextTask';

/**
 * An RTK Query `queryFn` from a chain read: its result as `data`, anything it throws as the
 * catalogue's serialized error (the cache holds no Error objects). The read starts in a task of
 * its own: queries start from the effects of the render that mounts their section, and the
 * read's preparation (its module, the calls' encoding) would otherwise lengthen that task.
 */
export function chainQuery<Args, Result>(read: (args: Args) => Promise<Result>) {
  return async (args: Args): Promise<{ data: Result } | { error: SerializedWalletError }> => {
    await nextTask();
    try {
      return { data: await read(args) };
    } catch (error) {
      return { error: toSerializedError(error) };
    }
  };
}
