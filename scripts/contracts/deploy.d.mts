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

export declare const DEMO_TOKEN: Readonly<{ name: string; symbol: string; supply: bigint }>;

export declare const DEMO_STAKING: Readonly<{
  /** APR per tier id in basis points. */
  aprBps: readonly number[];
  rewardPool: bigint;
}>;

/** [dev account index, tokens the deployer sends it]. */
export declare const DEMO_TOKEN_GRANTS: readonly (readonly [number, bigint])[];

/** [dev account index, amount, tier id] of the demo staking positions, in order. */
export declare const DEMO_POSITIONS: readonly (readonly [number, bigint, number])[];

export interface LocalAddresses {
  bearNft: `0x${string}`;
  bearToken: `0x${string}`;
  bearStaking: `0x${string}`;
}

/** A contract's entry in a deployment record (deployments/<chainId>.json). */
export interface DeploymentEntry {
  address: `0x${string}`;
  /** The transaction that created it (absent when the chain could not tell). */
  transactionHash?: `0x${string}`;
  /** That transaction's block: where the indexer starts reading the contract. */
  blockNumber?: number;
}

export type LocalContracts = Record<keyof LocalAddresses, DeploymentEntry>;

export interface LocalDeployment extends LocalAddresses {
  chainId: number;
  multicall3: `0x${string}`;
  /** Each contract's record entry, as deployments/31337.json holds it. */
  contracts: LocalContracts;
  /** True when this call deployed (and seeded) anything; false when all was already there. */
  deployed: boolean;
  /** The contracts this call deployed ('BearNft', 'BearToken', 'BearStaking'), in order. */
  deployedContracts: string[];
  /** True when deployments/31337.json and src/contracts/generated/deployments.ts were rewritten. */
  deploymentsWritten: boolean;
}

export declare function deployLocal(options: {
  rpcUrl: string;
  /** Default true: record changed addresses in the generated deployments file. */
  writeDeployments?: boolean;
}): Promise<LocalDeployment>;

export declare function renderDeployments(
  deployments: Record<number, Partial<LocalAddresses>>,
): string;

/** Whether `code` is `artifact`'s runtime code, ignoring the bytes that hold immutables. */
export declare function matchesRuntimeCode(
  code: `0x${string}` | undefined,
  artifact: { deployedBytecode: string; immutableRanges?: readonly (readonly [number, number])[] },
): boolean;

/** [dev account index, bears it mints] for the demo state of a new deployment. */
export declare const DEMO_MINTS: readonly (readonly [number, bigint])[];

/** The local chain's record (deployments/31337.json) for these contracts. */
export declare function renderLocalRecord(
  chainId: number,
  contracts: Partial<LocalContracts>,
): string;

/** An RPC URL as the scripts show it: scheme and host (with port) only. */
export declare function redactRpcUrl(url: string): string;

/** `text` with every trace of `url` beyond its scheme and host removed (path, query, user info). */
export declare function scrubRpcUrl(text: string, url: string | undefined): string;

/** `code` with zeros where the constructor wrote immutables, as the artifact's deployedBytecode. */
export declare function maskImmutables(
  code: string,
  ranges?: readonly (readonly [number, number])[],
): string;
