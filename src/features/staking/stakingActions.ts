/**
 * The staking page's writes, each through the one transaction lifecycle (`runContractWrite`)
 * with the kit's contracts by name: approve exactly the amount and stake, claim one position,
 * claim all, unstake.
 */
import type { AppDispatch, RootState } from '@/app/store';
import { CONTRACT_ABIS, contractCall, type ContractCall } from '@/features/onchain/contracts';
import { contractAddress } from '@/features/onchain/addresses';
import {
  runContractWrite,
  WRITE_MESSAGES,
  type ContractWriteResult,
} from '@/features/transactions/contractWrite';
import {
  selectAnyFlowBusy,
  writeFlowCleared,
  writeStageChanged,
} from '@/features/transactions/flowSlice';
import { formatLockDuration } from './amounts';
import { isUserRejection } from '@/wallet/errors';
import { describeStakingRevert, STAKING_MESSAGES } from './errors';
import type { SignedPermit } from './permit';
import type { TransactionIntent } from '@/features/transactions/slice';
import { t } from '@/i18n/runtime';

export const STAKING_FLOWS = {
  approve: 'staking/approve',
  /** The permit signature (no transaction): confirming while the wallet asks, rejected if declined. */
  permit: 'staking/permit',
  stake: 'staking/stake',
  claimAll: 'staking/claimAll',
  claim: (id: string) => `staking/claim/${id}`,
  unstake: (id: string) => `staking/unstake/${id}`,
} as const;

/** The flows of one stake: an approval when needed, then the stake. */
export const STAKE_SEQUENCE = [
  STAKING_FLOWS.permit,
  STAKING_FLOWS.approve,
  STAKING_FLOWS.stake,
] as const;

/**
 * How a short allowance is covered:
 * - `batch`: approve exactly the amount and stake in one EIP-5792 call bundle, executed
 *   atomically by the wallet (one prompt); falls back to `permit` when the node cannot simulate
 *   the sequence or the wallet refuses the bundle as unsupported;
 * - `permit`: sign an EIP-2612 permit and stake with it in one transaction (two prompts), falling
 *   back to `approve` when the wallet cannot sign typed data;
 * - `approve`: send an approval of exactly the amount, then the stake (two transactions).
 *
 * Precedence of the default (`defaultApprovalMethod`): fewest prompts first.
 */
export type ApprovalMethod = 'batch' | 'permit' | 'approve';

/** The default: a bundle for a wallet that executes bundles atomically, else a permit. */
export function defaultApprovalMethod(atomicBatching: boolean): ApprovalMethod {
  return atomicBatching ? 'batch' : 'permit';
}

/** Where, and the token's symbol for the sentences of Recent Transactions. */
export interface StakingContext {
  chainId: number;
  symbol: string;
}

const options = { describeRevert: describeStakingRevert };

async function readAllowance(chainId: number, owner: `0x${string}`): Promise<bigint> {
  const { getChainClient } = await import('@/wallet/clients');
  return getChainClient(chainId).readContract({
    address: contractAddress('bearToken', chainId),
    abi: CONTRACT_ABIS.bearToken,
    functionName: 'allowance',
    args: [owner, contractAddress('bearStaking', chainId)],
  });
}

/**
 * Stakes `amount` base units into `tier`: the allowance is read from the chain right before
 * (never trusted from the last page read); only when it is short is the staking contract
 * approved for exactly `amount`, then the stake is sent with the APR the page showed as its
 * floor, so a rate cut mined first refuses the stake instead of locking at the lower rate.
 *
 * The sequence is guarded by its flows alone: one of them is busy from the first step to the
 * last (the stake flow while the allowance is read, the approval's while it runs, the stake's
 * again from its own start), and each hand-over happens without yielding to the page, so a
 * second click always finds a busy flow and does nothing.
 */
export function stakeTokens(
  context: StakingContext & {
    amount: bigint;
    amountLabel: string;
    tier: number;
    lockDuration: number;
    /** The APR the page showed for the tier: the stake reverts (AprChanged) below it. */
    minAprBps: number;
    approval?: ApprovalMethod;
  },
) {
  return async (
    dispatch: AppDispatch,
    getState: () => RootState,
  ): Promise<ContractWriteResult | null> => {
    const account = getState().connection.account;
    if (!account || selectAnyFlowBusy(getState(), STAKE_SEQUENCE)) return null;
    const { chainId, amount, amountLabel, symbol, tier } = context;
    const stakingAddress = contractAddress('bearStaking', chainId);
    dispatch(writeFlowCleared(STAKING_FLOWS.approve));
    dispatch(writeFlowCleared(STAKING_FLOWS.permit));
    // Shown as "checking" while the allowance is read.
    dispatch(writeStageChanged({ flowId: STAKING_FLOWS.stake, chainId, stage: 'simulating' }));
    let allowance: bigint;
    try {
      allowance = await readAllowance(chainId, account);
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
    // Handed to runContractWrite, which ignores a flow it finds busy.
    dispatch(writeFlowCleared(STAKING_FLOWS.stake));
    const description = t('txn.stake', {
      amount: amountLabel,
      symbol,
      lock: formatLockDuration(context.lockDuration),
    });
    const intent = { kind: 'stake' as const, data: { amount: amount.toString(), tier } };
    const method = context.approval ?? 'permit';
    if (allowance < amount && method === 'batch') {
      // Busy from here: a second click finds the flow taken while the module loads.
      dispatch(writeStageChanged({ flowId: STAKING_FLOWS.stake, chainId, stage: 'simulating' }));
      // viem's sendCalls and the wallet client load only here.
      const { sendStakeBatch, BATCH_UNAVAILABLE } = await import('./batchStake');
      const batched = await sendStakeBatch(dispatch, getState, {
        flowId: STAKING_FLOWS.stake,
        chainId,
        amount,
        tier,
        minAprBps: context.minAprBps,
        description,
        intent,
      });
      if (batched !== BATCH_UNAVAILABLE) return batched;
      // No bundle after all: the permit (then the classic approval) instead, nothing sent yet.
      dispatch(writeFlowCleared(STAKING_FLOWS.stake));
    }
    if (allowance < amount && method !== 'approve') {
      dispatch(writeStageChanged({ flowId: STAKING_FLOWS.permit, chainId, stage: 'confirming' }));
      let permit: SignedPermit | null = null;
      // The permit module (viem's signature parsing, which carries secp256k1) loads only here,
      // so the signing stack stays off a visitor's first view.
      let isTypedDataUnsupported = (_error: unknown) => false;
      try {
        const permits = await import('./permit');
        isTypedDataUnsupported = permits.isTypedDataUnsupported;
        permit = await permits.signStakePermit(getState(), chainId, account, amount);
      } catch (error) {
        if (isUserRejection(error)) {
          dispatch(
            writeStageChanged({
              flowId: STAKING_FLOWS.permit,
              chainId,
              stage: 'rejected',
              message: WRITE_MESSAGES.rejected,
            }),
          );
          return { stage: 'rejected', hash: null, message: WRITE_MESSAGES.rejected };
        }
        if (!isTypedDataUnsupported(error)) {
          const message = STAKING_MESSAGES.permitFailed;
          dispatch(
            writeStageChanged({ flowId: STAKING_FLOWS.permit, chainId, stage: 'failed', message }),
          );
          return { stage: 'failed', hash: null, message };
        }
        // The wallet cannot sign typed data: the exact approval below instead.
      }
      dispatch(writeFlowCleared(STAKING_FLOWS.permit));
      if (permit) {
        return dispatch(
          runContractWrite(
            STAKING_FLOWS.stake,
            {
              ...contractCall('bearStaking', chainId, 'stakeWithPermit', [
                amount,
                tier,
                context.minAprBps,
                permit.deadline,
                permit.v,
                permit.r,
                permit.s,
              ]),
              description,
              intent,
            },
            options,
          ),
        );
      }
    }
    if (allowance < amount) {
      const approval = await dispatch(
        runContractWrite(
          STAKING_FLOWS.approve,
          {
            ...contractCall('bearToken', chainId, 'approve', [stakingAddress, amount]),
            description: t('txn.approve', { amount: amountLabel, symbol }),
            intent: {
              kind: 'approve',
              data: {
                token: contractAddress('bearToken', chainId),
                spender: stakingAddress,
                amount: amount.toString(),
              },
            },
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
          ...contractCall('bearStaking', chainId, 'stake', [amount, tier, context.minAprBps]),
          description,
          intent,
        },
        options,
      ),
    );
  };
}

/** One call through the write lifecycle, recorded with its sentence and intent. */
function recordedWrite(
  flowId: string,
  call: ContractCall,
  description: string,
  intent: TransactionIntent,
) {
  return runContractWrite(flowId, { ...call, description, intent }, options);
}

/**
 * What a position's own buttons do: `claim` what it has accrued, or `unstake` an unlocked one
 * (principal plus unclaimed rewards). Each is a flow of its own per position.
 */
export type PositionAction = 'claim' | 'unstake';

/** The staking contract's call of `action` on position `id`. */
export function positionCall(action: PositionAction, chainId: number, id: string): ContractCall {
  return contractCall('bearStaking', chainId, action, [BigInt(id)]);
}

function positionWrite(action: PositionAction) {
  return ({ chainId }: StakingContext, id: string) =>
    recordedWrite(
      STAKING_FLOWS[action](id),
      positionCall(action, chainId, id),
      t(`txn.${action}`, { id }),
      { kind: action, data: { positionId: id } },
    );
}

/** Claims what one position has accrued. */
export const claimPosition = positionWrite('claim');

/** Claims the rewards of every open position in one transaction. */
export function claimAllRewards({ chainId, symbol }: StakingContext) {
  return recordedWrite(
    STAKING_FLOWS.claimAll,
    contractCall('bearStaking', chainId, 'claimAll', []),
    t('txn.claimAll', { symbol }),
    { kind: 'claimAll', data: {} },
  );
}

/** Closes an unlocked position: principal plus unclaimed rewards. */
export const unstakePosition = positionWrite('unstake');
