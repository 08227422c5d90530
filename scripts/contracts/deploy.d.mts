/** Types of deploy.mjs for TypeScript callers (tests, end-to-end set-up). */
export declare const MULTICALL3_ADDRESS: `0x${string}`;

export declare const DEMO_BEAR: Readonly<{
  name: string;
  symbol: string;
  maxSupply: bigint;
  price: bigint;
  walletLimit: bigint;
  saleActive: boolean;
  saleStartsAt: bigint;
}>;

export interface LocalDeployment {
  chainId: number;
  multicall3: `0x${string}`;
  bearNft: `0x${string}`;
  /** True when this call deployed (and seeded) the Bear; false when it was already there. */
  deployed: boolean;
  /** True when src/contracts/generated/deployments.ts was rewritten. */
  deploymentsWritten: boolean;
}

export declare function deployLocal(options: {
  rpcUrl: string;
  /** Default true: record changed addresses in the generated deployments file. */
  writeDeployments?: boolean;
}): Promise<LocalDeployment>;

export declare function renderDeployments(
  deployments: Record<number, { bearNft: `0x${string}` }>,
): string;

/** [dev account index, bears it mints] for the demo state of a new deployment. */
export declare const DEMO_MINTS: readonly (readonly [number, bigint])[];
