import type { Address } from 'viem';

import { CONTRACT_NAMES, type ContractAddresses, type ContractName } from './deploymentRecords';

export { CONTRACT_NAMES, type ContractAddresses, type ContractName };

/**
 * The contract table of a set of deployment records (`deployments/<chainId>.json`): file path
 * -> its `contracts` object. The build has checked every record (src/config/deploymentRecords.ts,
 * through scripts/build/hostingPlugin.mjs), so this only picks the addresses out; a step sent
 * but not mined yet has no address and gives none.
 */
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

/** Merges contract tables; a later table's address wins for the same chain and contract. */
export function mergeContractAddresses(
  ...tables: readonly Readonly<Record<number, ContractAddresses>>[]
): Readonly<Record<number, ContractAddresses>> {
  const merged: Record<number, ContractAddresses> = {};
  for (const table of tables) {
    for (const [chainId, addresses] of Object.entries(table)) {
      merged[Number(chainId)] = { ...merged[Number(chainId)], ...addresses };
    }
  }
  return merged;
}

/**
 * Every committed deployment (`deployments/*.json`, the local chain's included), bundled at
 * build time. Chains the build does not offer are reported by the build (scripts/build) and
 * never reached: every lookup goes through the configured chain list.
 */
// Only the `contracts` key is imported: the rest of each file (steps, verification data)
// stays out of the bundle.
const DEPLOYMENT_FILES = import.meta.glob<unknown>('@deployments/*.json', {
  eager: true,
  import: 'contracts',
});

/** Every known contract address, per chain id. */
export const CONTRACT_ADDRESSES = contractTableFromDeployments(DEPLOYMENT_FILES);

/** The address of contract `name` on chain `chainId`, or undefined where it is not deployed. */
export function getContractAddress(
  chainId: number,
  name: ContractName,
  table: Readonly<Record<number, ContractAddresses>> = CONTRACT_ADDRESSES,
): Address | undefined {
  return table[chainId]?.[name];
}

/** The chain ids where contract `name` is deployed, ascending (to name them in messages). */
export function chainIdsWithContract(
  name: ContractName,
  table: Readonly<Record<number, ContractAddresses>> = CONTRACT_ADDRESSES,
): number[] {
  return Object.keys(table)
    .map(Number)
    .filter((chainId) => table[chainId]?.[name] !== undefined)
    .sort((a, b) => a - b);
}
