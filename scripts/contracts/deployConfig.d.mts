/** Types of deployConfig.mjs for TypeScript callers (tests). */
export declare const TIER_COUNT: number;
export declare const MAX_APR_BPS: number;

export declare class DeployConfigError extends Error {
  /** One `field: problem` line per bad field. */
  problems: string[];
}

export interface DeployParameters {
  chainId: number;
  /**
   * The final owner of BearNft and BearStaking (e.g. a Safe); the deployer by default. The
   * deployer owns both first and starts a two-step hand-over that this owner accepts.
   */
  owner: `0x${string}`;
  bear: {
    name: string;
    symbol: string;
    maxSupply: bigint;
    price: bigint;
    walletLimit: bigint;
    saleActive: boolean;
    saleStartsAt: bigint;
  };
  token: { name: string; symbol: string; supply: bigint };
  staking: { tierAprBps: number[]; rewardPool: bigint };
}

/** Validates a parsed config for the target chain; throws DeployConfigError listing every problem. */
export declare function validateDeployConfig(
  raw: unknown,
  context: {
    file: string;
    chainId: number;
    deployer: `0x${string}`;
    /** The chain is a test network: `"owner": "deployer"` is allowed there only. */
    testnet?: boolean;
  },
): DeployParameters;
/** The `owner` value that keeps the deploying key as owner (test networks only). */
export declare const DEPLOYER_AS_OWNER: 'deployer';
