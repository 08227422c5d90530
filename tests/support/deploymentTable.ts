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
