import type * as ContractsModule from '@/config/contracts';

type Table = Record<number, Record<string, `0x${string}`>>;

/**
 * `@/config/contracts` reading a deployment table a test controls (`holder.table`, swapped per
 * test), for `vi.mock('@/config/contracts', …)`.
 */
export function contractsWithTable(
  actual: typeof ContractsModule,
  holder: { table: Table },
): typeof ContractsModule {
  return {
    ...actual,
    getContractAddress: (chainId, name) => actual.getContractAddress(chainId, name, holder.table),
    chainIdsWithContract: (name) => actual.chainIdsWithContract(name, holder.table),
  };
}

/** Where the staking tests' chain holds the token and the staking contract (the MSW chain's). */
export const TOKEN_ADDRESS = '0x00000000000000000000000000000000000000b1';
export const STAKING_ADDRESS = '0x00000000000000000000000000000000000000b2';

/** The staking tests' deployment: both contracts on chain 1 (the tests' initial chain). */
export const stakingOnChainOne = (): Table => ({
  1: { bearToken: TOKEN_ADDRESS, bearStaking: STAKING_ADDRESS },
});

/**
 * The factory of `vi.mock('@/config/contracts', …)` for the staking tests: the real module
 * reading stakingOnChainOne. Load it in the factory (`await import(…)`).
 */
export async function contractsOnStakingChain(
  importOriginal: () => Promise<typeof ContractsModule>,
) {
  return contractsWithTable(await importOriginal(), { table: stakingOnChainOne() });
}
