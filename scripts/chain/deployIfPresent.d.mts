/** Types of deployIfPresent.mjs, for the TypeScript end-to-end setup. */
export declare function deployIfPresent(options: {
  rpcUrl: string;
}): Promise<{ deployed: boolean; ms: number; result?: unknown }>;
