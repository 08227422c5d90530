// Kept apart from `target.ts`, which the first view loads through the listeners.
import type { Address } from 'viem';
import type { HubChain } from '@/config/chains';
import { getContractAddress, type ContractName } from '@/config/contracts';
import { formatList } from '@/i18n/format';

/** The address of contract `name` on `chainId`; throws where it is not deployed (a caller bug). */
export function contractAddress(name: ContractName, chainId: number): Address {
  const address = getContractAddress(chainId, name);
  if (!address) throw new Error(`${name} is not deployed on chain ${chainId}.`);
  return address;
}

/** "Localhost", "Localhost and Ethereum", "A, B and C". */
export function listChainNames(chains: readonly HubChain[]): string {
  return formatList(chains.map((chain) => chain.name));
}
