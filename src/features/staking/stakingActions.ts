import './accountMessages';
/**
 * The staking page's intents as plans of the one write executor (`runWritePlan`): stake (with
 * the approval method the visitor chose), claim one position, claim all, unstake. Each intent is
 * one flow; a stake's steps (a permit signature or an approval, then the stake) show their own
 * names in its status.
 */
import { zeroHash } from 'viem';
import { CONTRACT_ABIS, contractCall, type ContractCall } from '@/features/onchain/contracts';
import { contractAddress } from '@/features/onchain/addresses';
import type { PreviewExpectation } from '@/features/onchain/preview';
import { callPlan, type RecordedAs, type WritePlan } from '@/features/onchain/write/plan';
import { runWritePlan } from '@/features/onchain/write/runWritePlan';
import { hasRpcErrorCode, NOT_IMPLEMENTED_CODES } from '@/wallet/eip1193';
import { readAccountIsContract } from '@/wallet/walletBatching';
import { formatLockDuration } from './amounts';
import { describeStakingRevert, STAKING_WRITE_MESSAGES } from './accountErrors';
import { STAKING_MESSAGES } from './errors';
import type { SignedPermit } from './permit';
import { t } from '@/i18n/runtime';

export const STAKING_FLOWS = {
  stake: 'staking/stake',
  claimAll: 'staking/claimAll',
  claim: (id: string) => `staking/claim/${id}`,
  unstake: (id: string) => `staking/unstake/${id}`,
} as const;

/** Names of a stake's steps in its status ("Approval: …", "Stake: …"). */
const STEP_LABELS = {
  permit: 'staking.signatureLabel',
  approve: 'staking.approvalLabel',
  stake: 'staking.stake',
} as const;

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

/**
 * The default: a bundle for a wallet that executes bundles atomically (a Safe does), else a
 * permit; never a permit for a contract account (a Safe, a smart wallet), which cannot sign one:
 * an approval then.
 */
export function defaultApprovalMethod(
  atomicBatching: boolean,
  contractAccount = false,
): ApprovalMethod {
  if (atomicBatching) return 'batch';
  return contractAccount ? 'approve' : 'permit';
}

/** The methods a wallet and account can use: no bundle without atomic batching, no permit from a contract. */
export function availableApprovalMethods(
  atomicBatching: boolean,
  contractAccount: boolean,
): ApprovalMethod[] {
  return (['batch', 'permit', 'approve'] as const).filter(
    (method) => (method !== 'batch' || atomicBatching) && (method !== 'permit' || !contractAccount),
  );
}

/** Where, and the token's symbol for the sentences of Recent Transactions. */
export interface StakingContext {
  chainId: number;
  symbol: string;
}

export interface StakeRequest extends StakingContext {
  amount: bigint;
  amountLabel: string;
  tier: number;
  lockDuration: number;
  /** The APR the page showed for the tier: the stake reverts (AprChanged) below it. */
  minAprBps: number;
  approval?: ApprovalMethod;
  /** The allowance as the page last read it: what a preview assumes the allowance check finds. */
  pageAllowance?: bigint;
}

/**
 * A permit's stand-in while nothing is signed: `stakeWithPermit` ignores a permit that fails
 * (try/catch), so a preview that approves first (`simulateAs`) runs the stake as it will run.
 */
const UNSIGNED_PERMIT: SignedPermit = { deadline: 0n, v: 0, r: zeroHash, s: zeroHash };

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

/** The wallet cannot sign typed data (as opposed to the visitor declining): use an approval. */
function isTypedDataUnsupported(error: unknown): boolean {
  return hasRpcErrorCode(error, NOT_IMPLEMENTED_CODES);
}

/**
 * The steps of a stake of `amount` base units into `tier`. The allowance is read from the chain
 * right before (never trusted from the last page read); only when it is short is it covered, by
 * the chosen method, for exactly `amount`. The stake carries the APR the page showed as its
 * floor, so a rate cut mined first refuses the stake instead of locking at the lower rate.
 */
export function stakePlan(request: StakeRequest): WritePlan {
  const { chainId, amount, amountLabel, symbol, tier, minAprBps } = request;
  const stakingAddress = contractAddress('bearStaking', chainId);
  const stakeRecord: RecordedAs = {
    description: t('txn.stake', {
      amount: amountLabel,
      symbol,
      lock: formatLockDuration(request.lockDuration),
    }),
    intent: { kind: 'stake', data: { amount: amount.toString(), tier } },
  };
  const approveCall = contractCall('bearToken', chainId, 'approve', [stakingAddress, amount]);
  const stakeCall = contractCall('bearStaking', chainId, 'stake', [amount, tier, minAprBps]);
  const stake = {
    type: 'call',
    label: STEP_LABELS.stake,
    call: stakeCall,
    record: stakeRecord,
  } as const;

  const approveThenStake: WritePlan = [
    {
      type: 'call',
      label: STEP_LABELS.approve,
      call: approveCall,
      record: {
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
    },
    stake,
  ];
  const permitThenStake: WritePlan = [
    {
      type: 'signature',
      label: STEP_LABELS.permit,
      key: 'permit',
      // The permit module (viem's signature parsing, which carries secp256k1) loads only here,
      // so the signing stack stays off a visitor's first view.
      sign: async ({ account, wallet }) =>
        (await import('./permit')).signStakePermit(await wallet(), chainId, account, amount),
      isUnsupported: isTypedDataUnsupported,
      otherwise: approveThenStake,
      failedMessage: STAKING_WRITE_MESSAGES.permitFailed,
      // On chain a permit is an approval of exactly the amount.
      simulateAs: { calls: [approveCall], result: UNSIGNED_PERMIT },
    },
    {
      type: 'call',
      label: STEP_LABELS.stake,
      call: ({ results }) => {
        const permit = results.permit as SignedPermit;
        return contractCall('bearStaking', chainId, 'stakeWithPermit', [
          amount,
          tier,
          minAprBps,
          permit.deadline,
          permit.v,
          permit.r,
          permit.s,
        ]);
      },
      record: stakeRecord,
    },
  ];
  const oneBundle: WritePlan = [
    {
      type: 'bundle',
      label: STEP_LABELS.stake,
      calls: [approveCall, stakeCall],
      record: stakeRecord,
      otherwise: permitThenStake,
      failedMessage: STAKING_WRITE_MESSAGES.batchFailed,
    },
  ];
  const method = request.approval ?? 'permit';
  const choose = (allowance: bigint, contractAccount: boolean): WritePlan => {
    if (allowance >= amount) return [stake];
    if (method === 'batch') return oneBundle;
    // A contract account cannot sign a permit, whatever was chosen: its approval is a call.
    return method === 'permit' && !contractAccount ? permitThenStake : approveThenStake;
  };
  const { pageAllowance } = request;
  return [
    {
      type: 'check',
      label: STEP_LABELS.stake,
      failedMessage: STAKING_MESSAGES.readFailed,
      decide: async ({ account }) => {
        const allowance = await readAllowance(chainId, account);
        const contract =
          allowance < amount && method === 'permit' && (await readAccountIsContract(account));
        return choose(allowance, contract);
      },
      // The form never offers a permit to a contract account.
      ...(pageAllowance === undefined ? {} : { assume: () => choose(pageAllowance, false) }),
    },
  ];
}

/** Stakes as one flow (see `stakePlan`), compared after with what the form previewed. */
export function stakeTokens(request: StakeRequest, expect?: PreviewExpectation) {
  return runWritePlan(STAKING_FLOWS.stake, request.chainId, stakePlan(request), {
    ...options,
    expect,
  });
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

/** The plan of `action` on position `id`: its one call. */
export function positionPlan(action: PositionAction, chainId: number, id: string): WritePlan {
  return callPlan(positionCall(action, chainId, id), {
    description: t(`txn.${action}`, { id }),
    intent: { kind: action, data: { positionId: id } },
  });
}

function positionWrite(action: PositionAction) {
  return ({ chainId }: StakingContext, id: string, expect?: PreviewExpectation) =>
    runWritePlan(STAKING_FLOWS[action](id), chainId, positionPlan(action, chainId, id), {
      ...options,
      expect,
    });
}

/** Claims what one position has accrued. */
export const claimPosition = positionWrite('claim');

/** The plan of Claim all: the rewards of every open position in one transaction. */
export function claimAllPlan({ chainId, symbol }: StakingContext): WritePlan {
  return callPlan(contractCall('bearStaking', chainId, 'claimAll', []), {
    description: t('txn.claimAll', { symbol }),
    intent: { kind: 'claimAll', data: {} },
  });
}

/** Claims the rewards of every open position in one transaction. */
export function claimAllRewards(context: StakingContext, expect?: PreviewExpectation) {
  return runWritePlan(STAKING_FLOWS.claimAll, context.chainId, claimAllPlan(context), {
    ...options,
    expect,
  });
}

/** Closes an unlocked position: principal plus unclaimed rewards. */
export const unstakePosition = positionWrite('unstake');
