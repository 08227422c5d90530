/** Types of tree.mjs for TypeScript callers (tests). */
export interface AllowlistEntry {
  account: `0x${string}`;
  allowance: bigint;
}
export interface AllowlistProof extends AllowlistEntry {
  proof: `0x${string}`[];
}
export declare function allowlistLeaf(entry: AllowlistEntry): `0x${string}`;
export declare function buildAllowlistTree(entries: readonly AllowlistEntry[]): {
  root: `0x${string}`;
  proofs: AllowlistProof[];
};
export declare function verifyAllowlistProof(
  root: `0x${string}`,
  entry: AllowlistEntry,
  proof: readonly `0x${string}`[],
): boolean;
