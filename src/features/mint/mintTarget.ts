import type { Address } from 'viem';
import { chains as configuredChains, findChain, type HubChain } from '@/config/chains';
import { chainIdsWithContract, getContractAddress } from '@/config/contracts';
import type { ConnectionState } from '@/features/connection/slice';

/**
 * What the mint page can do for the current connection:
 * - `disconnected`: the collection (read on the first chain with the contract), Connect Wallet;
 * - `wrongNetwork`: connected to a chain the hub does not support: a switch prompt;
 * - `noContract`: connected to a supported chain without the bear contract: a message naming the
 *   chains with it (and the collection read from the first of them, when there is one);
 * - `ready`: connected where the contract is: everything, including minting.
 */
export type MintMode = 'disconnected' | 'wrongNetwork' | 'noContract' | 'ready';

export interface MintTarget {
  mode: MintMode;
  /** Where the collection is read from, or null when no offered chain has the contract. */
  read: { chain: HubChain; contract: Address } | null;
  /** The connected account when it can mint (mode `ready`). */
  account: Address | null;
  /** The connected chain (for messages), when connected to a supported one. */
  connectedChain: HubChain | undefined;
  /** Chains of this build where the bear contract is deployed, in ascending id order. */
  availableChains: HubChain[];
}

/** Resolves the mint page's target from the connection (a pure function of config + state). */
export function resolveMintTarget(
  connection: Pick<ConnectionState, 'status' | 'account' | 'chain'>,
  list: readonly HubChain[] = configuredChains,
): MintTarget {
  const availableChains = chainIdsWithContract('bearNft')
    .map((chainId) => findChain(chainId, list))
    .filter((chain): chain is HubChain => chain !== undefined);
  const fallback = availableChains[0];
  const fallbackRead = fallback
    ? { chain: fallback, contract: getContractAddress(fallback.id, 'bearNft')! }
    : null;
  const base = { availableChains, account: null, connectedChain: undefined };

  if (connection.status !== 'connected' || !connection.account || !connection.chain) {
    return { ...base, mode: 'disconnected', read: fallbackRead };
  }
  if (connection.chain.unsupported) {
    return { ...base, mode: 'wrongNetwork', read: fallbackRead };
  }
  const connectedChain = findChain(connection.chain.id, list);
  const contract = getContractAddress(connection.chain.id, 'bearNft');
  if (!connectedChain || !contract) {
    return { ...base, connectedChain, mode: 'noContract', read: fallbackRead };
  }
  return {
    mode: 'ready',
    read: { chain: connectedChain, contract },
    account: connection.account,
    connectedChain,
    availableChains,
  };
}

/** "Localhost", "Localhost and Ethereum", "A, B and C". */
export function listChainNames(chains: readonly HubChain[]): string {
  const names = chains.map((chain) => chain.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
