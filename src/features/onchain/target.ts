/** Which chain and account a contract feature reads, from the connection and deployments alone. */
import { createSelector } from '@reduxjs/toolkit';
import type { Address } from 'viem';
import type { RootState } from '@/app/store';
import { findChain, initialChain, type HubChain } from '@/config/chains';
import { chainIdsWithContract, type ContractName } from '@/config/contracts';
import type { ConnectionState } from '@/wallet/connectionSlice';

/**
 * - `notDeployed`: no chain of this build has the contracts;
 * - `visitor`: no wallet connected: public data of the default chain;
 * - `wrongNetwork`: the wallet is on a chain the hub does not support;
 * - `notOnThisChain`: a supported chain without the contracts;
 * - `ready`: the wallet's chain has the contracts: the account's own data, and writes.
 */
type ContractAvailability = 'notDeployed' | 'visitor' | 'wrongNetwork' | 'notOnThisChain' | 'ready';

type WalletPlacement = 'none' | 'unsupportedChain' | 'supportedChain';

export interface ContractTarget {
  availability: ContractAvailability;
  wallet: WalletPlacement;
  /** The chain to read (the wallet's when `ready`, else the default one) and account (`ready`). */
  read: { chain: HubChain; account: Address | null } | null;
  /** The wallet's chain when it is a supported one (for messages). */
  connectedChain: HubChain | undefined;
  /** Chains of this build with every contract, ascending id. */
  chains: HubChain[];
}

function chainsWithContracts(names: readonly ContractName[]): HubChain[] {
  const [first, ...rest] = names;
  if (!first) return [];
  return chainIdsWithContract(first)
    .filter((chainId) => rest.every((name) => chainIdsWithContract(name).includes(chainId)))
    .map((chainId) => findChain(chainId))
    .filter((chain): chain is HubChain => chain !== undefined);
}

/** The target of contracts `names` for a connection. */
export function resolveContractTarget(
  names: readonly ContractName[],
  connection: Pick<ConnectionState, 'status' | 'account' | 'chain'>,
): ContractTarget {
  const chains = chainsWithContracts(names);
  // The default chain reads first when it has the contracts, else the lowest id that has them.
  const fallback = chains.find((chain) => chain.id === initialChain.id) ?? chains[0];
  const publicRead = fallback ? { chain: fallback, account: null } : null;
  const { status, account, chain } = connection;
  const connected = status === 'connected' && account !== null && chain !== null;
  const connectedChain = connected && !chain.unsupported ? findChain(chain.id) : undefined;
  const wallet: WalletPlacement = !connected
    ? 'none'
    : chain.unsupported
      ? 'unsupportedChain'
      : 'supportedChain';
  const base = { wallet, connectedChain, chains, read: publicRead };
  if (!fallback) return { ...base, availability: 'notDeployed' };
  if (wallet === 'none') return { ...base, availability: 'visitor' };
  if (wallet === 'unsupportedChain') return { ...base, availability: 'wrongNetwork' };
  const here = connectedChain && chains.find((candidate) => candidate.id === connectedChain.id);
  if (!here || !account) return { ...base, availability: 'notOnThisChain' };
  return { ...base, availability: 'ready', read: { chain: here, account } };
}

/** A memoized selector of the target of contracts `names` (create it once per feature). */
export function createContractTargetSelector(...names: ContractName[]) {
  return createSelector(
    [
      (state: RootState) => state.connection.status,
      (state: RootState) => state.connection.account,
      (state: RootState) => state.connection.chain,
      // A string, so the memo holds while the deployment table stays the same.
      () =>
        chainsWithContracts(names)
          .map((chain) => chain.id)
          .join(','),
    ],
    (status, account, chain) => resolveContractTarget(names, { status, account, chain }),
  );
}
