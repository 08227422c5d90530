import type { DecodedRevert } from './write/revert';

/**
 * A contract's custom errors as sentences for the visitor: `{ ErrorName: (args) => sentence }`.
 * An error without an entry reads as the lifecycle's one fallback
 * (`WRITE_MESSAGES.refusedUnknown`).
 */
export type RevertSentences = Readonly<Record<string, (args: readonly unknown[]) => string>>;

/** The sentence `table` gives `revert`, or undefined when it is not one of the table's errors. */
export function sentenceForRevert(
  table: RevertSentences,
  revert: DecodedRevert,
): string | undefined {
  return Object.hasOwn(table, revert.errorName) ? table[revert.errorName]!(revert.args) : undefined;
}

/** `runWritePlan`'s `describeRevert` for a table (and any further tables, tried in order). */
export function describeWith(...tables: RevertSentences[]) {
  return (revert: DecodedRevert): string | undefined => {
    for (const table of tables) {
      const sentence = sentenceForRevert(table, revert);
      if (sentence !== undefined) return sentence;
    }
    return undefined;
  };
}

/** Argument `index` of a revert as a bigint (0 when it is missing or not one). */
export function bigintArg(args: readonly unknown[], index = 0): bigint {
  const value = args[index];
  return typeof value === 'bigint' ? value : 0n;
}
