import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { findChain, initialChain } from '@/config/chains';
import { chainIdsWithContract, getContractAddress } from '@/config/contracts';

/** The zero address: the dashboard's public part, for a visitor without a wallet. */
export const VISITOR_ACCOUNT = '0x0000000000000000000000000000000000000000' as const;

/** What the staking dashboard is read for: a chain and an account (or the visitor). */
export interface StakingReadArgs {
  chainId: number;
  account: `0x${string}`;
}

/**
 * Why the page looks the way it does:
 * - `notDeployed`: no configured chain has the staking contract;
 * - `visitor`: no wallet connected, public stats of the default staking chain;
 * - `wrongNetwork`: the wallet is on a chain the hub does not support;
 * - `notOnThisChain`: a supported chain without the staking contract;
 * - `ready`: the wallet's chain has the contract, the account's own data is read.
 */
export type StakingAvailability = 'notDeployed' | 'visitor' | 'wrongNetwork' | 'notOnThisChain' | 'ready';

export interface StakingView {
  availability: StakingAvailability;
  /** The read the page subscribes to, or null when there is nothing to read. */
  readArgs: StakingReadArgs | null;
  /** Configured chains with both contracts, ascending id (offered in messages). */
  stakingChainIds: number[];
}

/** Configured chains where both the token and the staking contract are deployed. */
export function stakingChainIds(): number[] {
  return chainIdsWithContract('bearStaking').filter(
    (chainId) =>
      findChain(chainId) !== undefined && getContractAddress(chainId, 'bearToken') !== undefined,
  );
}

export const selectStakingView = createSelector(
  [
    (state: RootState) => state.connection.status,
    (state: RootState) => state.connection.account,
    (state: RootState) => state.connection.chain,
    // A string, so the memo holds while the deployment table is the same.
    () => stakingChainIds().join(','),
  ],
  (status, account, chain, deployedOn): StakingView => {
    const chainIds = deployedOn === '' ? [] : deployedOn.split(',').map(Number);
    const defaultChainId = chainIds.includes(initialChain.id) ? initialChain.id : chainIds[0];
    if (defaultChainId === undefined) {
      return { availability: 'notDeployed', readArgs: null, stakingChainIds: chainIds };
    }
    const publicRead = { chainId: defaultChainId, account: VISITOR_ACCOUNT };
    if (status !== 'connected' || !account || !chain) {
      return { availability: 'visitor', readArgs: publicRead, stakingChainIds: chainIds };
    }
    if (chain.unsupported) {
      return { availability: 'wrongNetwork', readArgs: publicRead, stakingChainIds: chainIds };
    }
    if (!chainIds.includes(chain.id)) {
      return { availability: 'notOnThisChain', readArgs: publicRead, stakingChainIds: chainIds };
    }
    return {
      availability: 'ready',
      readArgs: { chainId: chain.id, account },
      stakingChainIds: chainIds,
    };
  },
);

export const selectStakingReadArgs = (state: RootState) => selectStakingView(state).readArgs;
