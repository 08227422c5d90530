/** Types of allowlistFile.mjs for TypeScript callers (tests). */
export declare class AllowlistError extends Error {
  problems: { line: number; message: string }[];
}
export declare function parseJsonWithLines(text: string): {
  value: unknown;
  lines: WeakMap<object, number>;
};
export interface AllowlistSourceEntry {
  account: `0x${string}`;
  allowance: bigint;
  line: number;
}
export declare function readAllowlistSource(
  text: string,
  options?: { file?: string; chainId?: number },
): { chainId: number; entries: AllowlistSourceEntry[] };
export interface ProofsFile {
  version: 1;
  chainId: number;
  root: `0x${string}`;
  entries: Record<string, { allowance: string; proof: `0x${string}`[] }>;
}
export declare function buildProofsFile(source: {
  chainId: number;
  entries: readonly { account: `0x${string}`; allowance: bigint }[];
}): { root: `0x${string}`; file: ProofsFile };
