/** Types of build.mjs for TypeScript callers (tests). */
export declare function allowlistPaths(
  chainId: number,
  root?: string,
): { source: string; proofs: string };
export declare function renderProofsFile(file: unknown): string;
export declare function buildAllowlist(options: {
  chainId: number;
  root?: string;
  check?: boolean;
}): {
  root: `0x${string}`;
  entries: number;
  proofsPath: string;
  upToDate: boolean;
};
