import { createSelector } from '@reduxjs/toolkit';
import type { Address } from 'viem';
import type { RootState } from '@/app/store';
import { createContractTargetSelector, type ContractTarget } from '@/features/onchain/target';
import { selectCurrentTransactions } from '@/features/transactions/selectors';

/** The zero address: the dashboard's public part, for a visitor without a wallet. */
export const VISITOR_ACCOUNT = '0x0000000000000000000000000000000000000000' as const;

export type StakingReadArgs = { chainId: number; account: Address };

export const selectStakingTarget = createContractTargetSelector('bearStaking', 'bearToken');

/** The dashboard read of the target: the account's own when ready, else the public one. */
export const selectStakingReadArgs = createSelector(
  [selectStakingTarget],
  ({ read }: ContractTarget): StakingReadArgs | null =>
    read ? { chainId: read.chain.id, account: read.account ?? VISITOR_ACCOUNT } : null,
);

/** Whether `a` is a read of `b`'s chain and account. */
export function sameReadArgs(a: StakingReadArgs | null, b: StakingReadArgs): boolean {
  return (
    a !== null && a.chainId === b.chainId && a.account.toLowerCase() === b.account.toLowerCase()
  );
}

/** The largest approval (kind `approve`) of `token` to `spender` still pending, or null. */
export function selectPendingApprovalAmount(
  state: RootState,
  token: string,
  spender: string,
): bigint | null {
  let largest: bigint | null = null;
  for (const record of selectCurrentTransactions(state)) {
    if (record.status !== 'pending' || record.kind !== 'approve') continue;
    const { data } = record;
    if (String(data.token).toLowerCase() !== token.toLowerCase()) continue;
    if (String(data.spender).toLowerCase() !== spender.toLowerCase()) continue;
    if (typeof data.amount !== 'string' || !/^\d+$/.test(data.amount)) continue;
    const amount = BigInt(data.amount);
    if (largest === null || amount > largest) largest = amount;
  }
  return largest;
}

/** Whether the dashboard was read for the contract's owner (who sees the owner's console). */
export function isStakingOwner(dashboard: { account: string; owner: string }): boolean {
  return (
    dashboard.account.toLowerCase() !== VISITOR_ACCOUNT &&
    dashboard.account.toLowerCase() === dashboard.owner.toLowerCase()
  );
}
