import { createSelector } from '@reduxjs/toolkit';
import type { Address } from 'viem';
import { createContractTargetSelector, type ContractTarget } from '@/features/onchain/target';

/** The zero address: the dashboard's public part, for a visitor without a wallet. */
export const VISITOR_ACCOUNT = '0x0000000000000000000000000000000000000000' as const;

/** What the staking dashboard is read for: a chain and an account (or the visitor). */
export interface StakingReadArgs {
  chainId: number;
  account: Address;
}

/** The staking page's target: the staking contract and its token, on the same chain. */
export const selectStakingTarget = createContractTargetSelector('bearStaking', 'bearToken');

/** The dashboard read of the target: the account's own when ready, else the public one. */
export const selectStakingReadArgs = createSelector(
  [selectStakingTarget],
  ({ read }: ContractTarget): StakingReadArgs | null =>
    read ? { chainId: read.chain.id, account: read.account ?? VISITOR_ACCOUNT } : null,
);
