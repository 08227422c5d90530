import { bearStakingAbi } from '@/contracts/generated/BearStaking';
import { bearTokenAbi } from '@/contracts/generated/BearToken';

/**
 * The staking ABI plus the token's custom errors: a stake that the token refuses (allowance,
 * balance) reverts with the token's error, and the simulation can only decode what it knows.
 */
export const stakingCallAbi = [
  ...bearStakingAbi,
  ...bearTokenAbi.filter(
    (item): item is Extract<(typeof bearTokenAbi)[number], { type: 'error' }> =>
      item.type === 'error',
  ),
];

export { bearTokenAbi };
