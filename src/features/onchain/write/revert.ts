import { BaseError, ContractFunctionRevertedError } from 'viem';

/** A custom error decoded from a reverted call. */
export type DecodedRevert = { errorName: string; args: readonly unknown[] };

/** The custom error (or reason) a reverted call carries, decoded; null when it is not a revert. */
export function findRevert(error: unknown): DecodedRevert | null {
  if (!(error instanceof BaseError)) return null;
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  if (!(reverted instanceof ContractFunctionRevertedError)) return null;
  const name = reverted.data?.errorName ?? (reverted.reason ? 'Error' : null);
  if (!name) return { errorName: 'Unknown', args: [] };
  return {
    errorName: name,
    args: reverted.data?.args ?? (reverted.reason ? [reverted.reason] : []),
  };
}
