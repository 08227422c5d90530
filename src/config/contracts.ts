import type { Address } from 'viem';
import { localDeployments } from '@/contracts/generated/deployments';

/** The project's contracts the hub talks to, by the name the app uses for them. */
export const CONTRACT_NAMES = ['bearNft', 'bearToken', 'bearStaking'] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];

export type ContractAddresses = Partial<Record<ContractName, Address>>;

/**
 * Production addresses per chain id. Empty until the contracts are deployed to a public chain;
 * add a chain here (e.g. `1: { bearNft: '0x…' }`) and the pages offer it.
 */
const PRODUCTION_CONTRACTS: Readonly<Record<number, ContractAddresses>> = {};

/** Merges the generated local deployment with the production table (production wins). */
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

/** Every known contract address, per chain id. */
export const CONTRACT_ADDRESSES = mergeContractAddresses(localDeployments, PRODUCTION_CONTRACTS);

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
