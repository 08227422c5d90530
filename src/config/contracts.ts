import type { Address } from 'viem';
import { CONTRACT_NAMES, type ContractAddresses, type ContractName } from './deploymentRecords';

export { CONTRACT_NAMES, type ContractAddresses, type ContractName };

/** The addresses of deployment records the build has checked; a step not mined has none. */
export function contractTableFromDeployments(
  files: Readonly<Record<string, unknown>>,
): Readonly<Record<number, ContractAddresses>> {
  const table: Record<number, ContractAddresses> = {};
  for (const [file, contracts] of Object.entries(files)) {
    const entries = contracts as Partial<Record<ContractName, { address?: Address }>>;
    const addresses: ContractAddresses = {};
    for (const name of CONTRACT_NAMES) {
      const address = entries[name]?.address;
      if (address) addresses[name] = address;
    }
    table[Number(/(\d+)\.json$/.exec(file)?.[1])] = addresses;
  }
  return table;
}

// Only each record's `contracts` is bundled (its steps and verification data stay out).
const DEPLOYMENT_FILES = import.meta.glob<unknown>('@deployments/*.json', {
  eager: true,
  import: 'contracts',
});

export const CONTRACT_ADDRESSES = contractTableFromDeployments(DEPLOYMENT_FILES);

export function getContractAddress(
  chainId: number,
  name: ContractName,
  table = CONTRACT_ADDRESSES,
) {
  return table[chainId]?.[name];
}

export function chainIdsWithContract(name: ContractName, table = CONTRACT_ADDRESSES): number[] {
  return Object.keys(table)
    .map(Number)
    .filter((chainId) => table[chainId]?.[name] !== undefined)
    .sort((a, b) => a - b);
}
