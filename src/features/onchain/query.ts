import { toSerializedError, type SerializedWalletError } from '@/wallet/errors';

/**
 * An RTK Query `queryFn` from a chain read: its result as `data`, anything it throws as the
 * catalogue's serialized error (the cache holds no Error objects).
 */
export function chainQuery<Args, Result>(read: (args: Args) => Promise<Result>) {
  return async (args: Args): Promise<{ data: Result } | { error: SerializedWalletError }> => {
    try {
      return { data: await read(args) };
    } catch (error) {
      return { error: toSerializedError(error) };
    }
  };
}
