import type { Address } from 'viem';

/** The project's contracts the hub talks to, by the name the app uses for them. */
export const CONTRACT_NAMES = ['bearNft', 'bearToken', 'bearStaking'] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];

export type ContractAddresses = Partial<Record<ContractName, Address>>;

/** One contract's entry in a `deployments/<chainId>.json` file (the hub reads the address). */
export interface DeployedContract {
  address?: string;
}

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const FILE_PATTERN = /(?:^|\/)(\d+)\.json$/;

/**
 * Reads the `contracts` object of one deployment file (`deployments/<chainId>.json`) into the
 * chain id (from the file name, which the deploy script checks against the chain) and the
 * addresses it holds. A file that does not have the expected shape stops the build with its
 * name and the bad field: a silently ignored deployment would hide a whole chain.
 */
export function readDeploymentContracts(
  file: string,
  contracts: unknown,
): { chainId: number; addresses: ContractAddresses } {
  const fail = (field: string, problem: string): never => {
    throw new Error(`${file}: ${field} ${problem}`);
  };
  const chainId = Number(FILE_PATTERN.exec(file)?.[1]);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    return fail('the file name', 'must be <chainId>.json');
  }
  if (typeof contracts !== 'object' || contracts === null || Array.isArray(contracts)) {
    return fail('contracts', 'must be an object');
  }
  const entries = contracts as Partial<Record<ContractName, DeployedContract>>;
  const addresses: ContractAddresses = {};
  for (const name of CONTRACT_NAMES) {
    const address = entries[name]?.address;
    // A step sent but not mined yet has no address: nothing to use yet.
    if (address === undefined) continue;
    if (typeof address !== 'string' || !ADDRESS_PATTERN.test(address)) {
      fail(`contracts.${name}.address`, 'must be a 0x-prefixed 20-byte hex address');
    }
    addresses[name] = address as Address;
  }
  return { chainId, addresses };
}

/** The contract table of a set of deployment files: file path -> its `contracts` object. */
export function contractTableFromDeployments(
  files: Readonly<Record<string, unknown>>,
): Readonly<Record<number, ContractAddresses>> {
  const table: Record<number, ContractAddresses> = {};
  for (const [file, contracts] of Object.entries(files)) {
    const { chainId, addresses } = readDeploymentContracts(file, contracts);
    table[chainId] = addresses;
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
