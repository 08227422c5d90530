/** Types of deployPublic.mjs for TypeScript callers (tests). */
import type { Abi, Chain, LocalAccount, PublicClient } from 'viem';
import type { DeployParameters } from './deployConfig.mjs';

export declare class DeployError extends Error {}
export declare const DEFAULT_DEPLOYMENTS_DIR: string;
export declare function resolveChain(value: string | number): Chain;
export declare function resolveAccount(options: {
  keystore?: string;
  env?: Record<string, string | undefined>;
  askPassword?: (prompt: string) => Promise<string>;
}): Promise<LocalAccount>;
export declare function deploymentFile(chainId: number, dir?: string): string;
export declare function parseArguments(argv: string[]): {
  chain?: string;
  rpcUrl?: string;
  configFile?: string;
  keystore?: string;
  deploymentsDir?: string;
  dryRun: boolean;
  yes: boolean;
  help?: boolean;
};
export declare function deployPublic(options: {
  rpcUrl: string;
  chain: string | number;
  account: LocalAccount;
  configFile?: string;
  deploymentsDir?: string;
  dryRun?: boolean;
  confirm?: (summary: string) => Promise<boolean>;
  log?: (line: string) => void;
  pollingIntervalMs?: number;
  /** Where the compiled artifacts are read and checked (default src/contracts/generated). */
  generatedDir?: string;
}): Promise<{
  chainId: number;
  recordFile: string;
  addresses: Record<string, `0x${string}`>;
  planned: Record<string, `0x${string}`>;
  estimatedCostWei: bigint;
  sent: string[];
}>;

export interface ContractOwnership {
  contract: 'BearNft' | 'BearStaking';
  address: `0x${string}`;
  owner: `0x${string}`;
  /** The zero address when no hand-over is under way. */
  pendingOwner: `0x${string}`;
}
/** `owner()` and `pendingOwner()` of BearNft and BearStaking at `addresses`. */
export declare function readOwnership(options: {
  publicClient: PublicClient;
  artifacts: Record<string, { abi: Abi }>;
  addresses: Record<string, `0x${string}`>;
}): Promise<Record<'bearNft' | 'bearStaking', ContractOwnership>>;

/** Why `code` is not the artifact's runtime code (immutables masked), or undefined when it is. */
export declare function runtimeCodeMismatch(
  code: string | undefined,
  artifact: { deployedBytecode: string; immutableRanges?: readonly (readonly [number, number])[] },
): string | undefined;

/**
 * One line per read-back value of the contracts `only` that is not what `params` meant;
 * `handedOver` lists the contracts whose hand-over step is confirmed, `funded` whether the
 * reward pool was funded.
 */
export declare function stateMismatches(options: {
  publicClient: PublicClient;
  artifacts: Record<string, { abi: Abi }>;
  addresses: Record<string, `0x${string}`>;
  params: DeployParameters;
  deployer: `0x${string}`;
  only: string[];
  handedOver: string[];
  funded: boolean;
}): Promise<string[]>;
