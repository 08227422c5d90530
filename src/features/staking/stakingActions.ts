/**
 * The staking page's writes, each through the one transaction lifecycle (`runContractWrite`):
 * approve exactly the amount and stake, claim one position, claim all, unstake.
 */
import type { AppDispatch, RootState } from '@/app/store';
import {
  runContractWrite,
  type ContractWriteResult,
  type DecodedRevert,
} from '@/features/transactions/contractWrite';
import { writeFlowCleared, writeStageChanged } from '@/features/transactions/flowSlice';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { bearTokenAbi, stakingCallAbi } from './abi';
import { describeStakingRevert, STAKING_MESSAGES } from './errors';
import { formatLockDuration } from './amounts';

export const STAKING_FLOWS = {
  approve: 'staking/approve',
  stake: 'staking/stake',
  claimAll: 'staking/claimAll',
  claim: (id: string) => `staking/claim/${id}`,
  unstake: (id: string) => `staking/unstake/${id}`,
} as const;

/** Where and what: the contracts of one chain and the token's display data. */
export interface StakingContext {
  chainId: number;
  stakingAddress: `0x${string}`;
  tokenAddress: `0x${string}`;
  symbol: string;
}

const options = {
  describeRevert: (revert: DecodedRevert) =>
    describeStakingRevert(revert) ?? WALLET_ERROR_MESSAGES.unknown,
};

async function readAllowance(context: StakingContext, owner: `0x${string}`): Promise<bigint> {
  const { getChainClient } = await import('@/wallet/clients');
  return getChainClient(context.chainId).readContract({
    address: context.tokenAddress,
    abi: bearTokenAbi,
    functionName: 'allowance',
    args: [owner, context.stakingAddress],
  });
}

/**
 * Stakes `amount` base units into `tier`: the allowance is read from the chain right before
 * (never trusted from the last page read); only when it is short is the staking contract
 * approved for exactly `amount`, then the stake is sent. A click while either step is busy
 * does nothing.
 */
export function stakeTokens(
  context: StakingContext & {
    amount: bigint;
    amountLabel: string;
    tier: number;
    lockDuration: number;
  },
) {
  return async (
    dispatch: AppDispatch,
    getState: () => RootState,
  ): Promise<ContractWriteResult | null> => {
    const account = getState().connection.account;
    if (stakeInFlight.has(dispatch) || !account) return null;
    stakeInFlight.add(dispatch);
    try {
      return await approveAndStake(context, account, dispatch);
    } finally {
      stakeInFlight.delete(dispatch);
    }
  };
}

/** Stake flows under way, per store (its dispatch): the approve → stake chain runs once. */
const stakeInFlight = new WeakSet<AppDispatch>();

async function approveAndStake(
  context: Parameters<typeof stakeTokens>[0],
  account: `0x${string}`,
  dispatch: AppDispatch,
): Promise<ContractWriteResult | null> {
  const { chainId, amount, amountLabel, symbol } = context;
  dispatch(writeFlowCleared(STAKING_FLOWS.approve));
  // Shown as "checking" while the allowance is read.
  dispatch(writeStageChanged({ flowId: STAKING_FLOWS.stake, chainId, stage: 'simulating' }));
  let allowance: bigint;
  try {
    allowance = await readAllowance(context, account);
  } catch {
    dispatch(
      writeStageChanged({
        flowId: STAKING_FLOWS.stake,
        chainId,
        stage: 'failed',
        message: STAKING_MESSAGES.readFailed,
      }),
    );
    return null;
  }
  // Hand the flow to runContractWrite, which ignores a flow it finds busy.
  dispatch(writeFlowCleared(STAKING_FLOWS.stake));
  if (allowance < amount) {
    const approval = await dispatch(
      runContractWrite(
        STAKING_FLOWS.approve,
        {
          chainId,
          address: context.tokenAddress,
          abi: bearTokenAbi,
          functionName: 'approve',
          args: [context.stakingAddress, amount],
          description: `Approve ${amountLabel} ${symbol}`,
        },
        options,
      ),
    );
    if (approval.stage !== 'confirmed') return approval;
  }
  return dispatch(
    runContractWrite(
      STAKING_FLOWS.stake,
      {
        chainId,
        address: context.stakingAddress,
        abi: stakingCallAbi,
        functionName: 'stake',
        args: [amount, context.tier],
        description: `Stake ${amountLabel} ${symbol} (${formatLockDuration(context.lockDuration)})`,
      },
      options,
    ),
  );
}

/** Claims what one position has accrued. */
export function claimPosition(context: StakingContext, id: string) {
  return runContractWrite(
    STAKING_FLOWS.claim(id),
    {
      chainId: context.chainId,
      address: context.stakingAddress,
      abi: stakingCallAbi,
      functionName: 'claim',
      args: [BigInt(id)],
      description: `Claim rewards of position #${id}`,
    },
    options,
  );
}

/** Claims the rewards of every open position in one transaction. */
export function claimAllRewards(context: StakingContext) {
  return runContractWrite(
    STAKING_FLOWS.claimAll,
    {
      chainId: context.chainId,
      address: context.stakingAddress,
      abi: stakingCallAbi,
      functionName: 'claimAll',
      description: `Claim all ${context.symbol} rewards`,
    },
    options,
  );
}

/** Closes an unlocked position: principal plus unclaimed rewards. */
export function unstakePosition(context: StakingContext, id: string) {
  return runContractWrite(
    STAKING_FLOWS.unstake(id),
    {
      chainId: context.chainId,
      address: context.stakingAddress,
      abi: stakingCallAbi,
      functionName: 'unstake',
      args: [BigInt(id)],
      description: `Unstake position #${id}`,
    },
    options,
  );
}
