import type { DecodedRevert } from './write/revert';

/** A contract's custom errors as sentences: `{ ErrorName: (args) => sentence }`. */
export type RevertSentences = Readonly<Record<string, (args: readonly unknown[]) => string>>;

/** `runWritePlan`'s `describeRevert` for a table (and any further tables, tried in order). */
export function describeWith(...tables: RevertSentences[]) {
  return (revert: DecodedRevert): string | undefined => {
    const table = tables.find((one) => Object.hasOwn(one, revert.errorName));
    return table ? table[revert.errorName]!(revert.args) : undefined;
  };
}

/** Argument `index` of a revert as a bigint (0 when it is missing or not one). */
export function bigintArg(args: readonly unknown[], index = 0): bigint {
  const value = args[index];
  return typeof value === 'bigint' ? value : 0n;
}
