import './accountMessages';
import './ownerMessages';
/**
 * Every staking write, declared once (`WriteIntent`): stake (with the approval method chosen),
 * claim one position, claim all, unstake, and the owner's tier rate and funding. Each gives its
 * flow, its plan (steps and records), its revert table and what its fee counts; the forms'
 * fee estimates, previews and buttons (`useIntent`) and the executor (`sendIntent`) all read it.
 */
import { zeroHash } from 'viem';
import { contractAddress } from '@/features/onchain/addresses';
import { CONTRACT_ABIS, contractCall } from '@/features/onchain/contracts';
import { formatApr, formatTokenAmount } from '@/features/onchain/format';
import type { Accrual, WriteIntent } from '@/features/onchain/intent';
import { callPlan, type RecordedAs, type WritePlan } from '@/features/onchain/write/plan';
import type { StakingPosition } from '@/features/hub/slice';
import { t } from '@/i18n/runtime';
import { hasRpcErrorCode, NOT_IMPLEMENTED_CODES } from '@/wallet/eip1193';
import { readAccountIsContract } from '@/wallet/walletBatching';
import { formatLockDuration, STAKE_AFTER_APPROVAL_GAS, STAKE_WITH_PERMIT_GAS } from './amounts';
import {
  describeStakingOwnerRevert,
  describeStakingRevert,
  STAKING_WRITE_MESSAGES,
} from './accountErrors';
import { STAKING_MESSAGES } from './errors';
import type { SignedPermit } from './permit';
import { accrual } from './projection';

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
 * How a short allowance is covered, fewest prompts first:
 * - `batch`: approve exactly the amount and stake in one EIP-5792 call bundle, executed
 *   atomically by the wallet (one prompt); falls back to `permit` when the node cannot simulate
 *   the sequence or the wallet refuses the bundle as unsupported;
 * - `permit`: sign an EIP-2612 permit and stake with it in one transaction (two prompts), falling
 *   back to `approve` when the wallet cannot sign typed data;
 * - `approve`: send an approval of exactly the amount, then the stake (two transactions).
 */
export type ApprovalMethod = 'batch' | 'permit' | 'approve';

/** What the connected wallet and account can do (asked without a prompt). */
export interface WalletAbilities {
  /** The wallet sends call bundles atomically (`atomic` supported or ready). */
  batching: boolean;
  /** A contract account (a Safe, a smart wallet) cannot sign a permit. */
  contractAccount: boolean;
}

/** The methods a wallet and account can use: no bundle without atomic batching, no permit from a contract. */
export function availableApprovalMethods({
  batching,
  contractAccount,
}: WalletAbilities): ApprovalMethod[] {
  return (['batch', 'permit', 'approve'] as const).filter(
    (method) => (method !== 'batch' || batching) && (method !== 'permit' || !contractAccount),
  );
}

/**
 * The method used: the visitor's choice when the wallet can use it, else the default (a bundle
 * for a wallet that batches, else a permit, never a permit for a contract account).
 */
export function approvalMethodFor(
  chosen: ApprovalMethod | null,
  abilities: WalletAbilities,
): ApprovalMethod {
  const methods = availableApprovalMethods(abilities);
  return chosen !== null && methods.includes(chosen) ? chosen : methods[0]!;
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
  /** Whether the account is a contract, as the page read it (undefined: not known yet). */
  contractAccount?: boolean;
  /** An approval already sent and still pending (e.g. before a reload): waited for, not repeated. */
  pendingApproval?: bigint | null;
  decimals?: number;
}

/**
 * A permit's stand-in while nothing is signed: `stakeWithPermit` ignores a permit that fails
 * (try/catch), so a preview that approves first (`simulateAs`) runs the stake as it will run.
 */
const UNSIGNED_PERMIT: SignedPermit = { deadline: 0n, v: 0, r: zeroHash, s: zeroHash };

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
 * A stake of `amount` base units into `tier`. The allowance is read from the chain right before
 * (never trusted from the last page read); only when it is short is it covered, by the chosen
 * method, for exactly `amount`. The stake carries the APR the page showed as its floor, so a rate
 * cut mined first refuses the stake instead of locking at the lower rate. Its fee counts the
 * calls that cannot be estimated before the approval or the signature at their bounds.
 */
export function stakeIntent(request: StakeRequest): WriteIntent {
  const { chainId, amount, amountLabel, symbol, tier, minAprBps, pageAllowance } = request;
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
        const { deadline, v, r, s } = permit;
        return contractCall('bearStaking', chainId, 'stakeWithPermit', [
          amount,
          tier,
          minAprBps,
          deadline,
          v,
          r,
          s,
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
  const choose = (allowance: bigint, abilities: WalletAbilities): WritePlan => {
    if (allowance >= amount) return [stake];
    const used = approvalMethodFor(method, abilities);
    return used === 'batch' ? oneBundle : used === 'permit' ? permitThenStake : approveThenStake;
  };
  const short = pageAllowance !== undefined && pageAllowance < amount;
  const pending = request.pendingApproval ?? null;
  const batching = method === 'batch';
  return {
    flowId: STAKING_FLOWS.stake,
    chainId,
    describeRevert: describeStakingRevert,
    plan: [
      {
        type: 'check',
        label: STEP_LABELS.stake,
        failedMessage: STAKING_MESSAGES.readFailed,
        decide: async ({ account }) => {
          const allowance = await readAllowance(chainId, account);
          // A contract account cannot sign a permit, whatever was chosen: its approval is a call
          // (read here only when the page did not know yet).
          const contractAccount =
            request.contractAccount ??
            (allowance < amount && method === 'permit' && (await readAccountIsContract(account)));
          return choose(allowance, { batching, contractAccount });
        },
        ...(pageAllowance === undefined
          ? {}
          : {
              assume: () =>
                choose(pageAllowance, { batching, contractAccount: !!request.contractAccount }),
            }),
      },
    ],
    ...(short
      ? method === 'permit'
        ? { fee: { calls: [], extraGas: STAKE_WITH_PERMIT_GAS } }
        : { fee: { calls: [approveCall], extraGas: STAKE_AFTER_APPROVAL_GAS } }
      : {}),
    ...(short && pending !== null && pending >= amount
      ? {
          waitFor: t('staking.approvalPending', {
            amount: formatTokenAmount(pending, request.decimals ?? 18, request.decimals ?? 18),
            symbol,
          }),
        }
      : {}),
  };
}

/** The reward `positions` earn, paid in `token`: what it may grow by while a claim waits. */
function rewardAccrual(token: `0x${string}`, positions: readonly StakingPosition[]): Accrual {
  return {
    token,
    // Each position's linear accrual, plus one base unit each for the contract's rounding down.
    over: (seconds) =>
      positions.reduce(
        (sum, position) => sum + accrual(BigInt(position.amount), position.aprBps, seconds) + 1n,
        0n,
      ),
  };
}

/**
 * What a position's own buttons do: `claim` what it has accrued, or `unstake` an unlocked one
 * (principal plus unclaimed rewards). Each is a flow of its own per position.
 */
export type PositionAction = 'claim' | 'unstake';

/** `action` on `position`: its one call; what it pays grows with the position's reward. */
export function positionIntent(
  action: PositionAction,
  { chainId }: StakingContext,
  position: StakingPosition,
  token: `0x${string}`,
): WriteIntent {
  const { id } = position;
  return {
    flowId: STAKING_FLOWS[action](id),
    chainId,
    describeRevert: describeStakingRevert,
    plan: callPlan(contractCall('bearStaking', chainId, action, [BigInt(id)]), {
      description: t(`txn.${action}`, { id }),
      intent: { kind: action, data: { positionId: id } },
    }),
    accrual: rewardAccrual(token, [position]),
  };
}

/** Claim all: the rewards of every open position in one transaction. */
export function claimAllIntent(
  { chainId, symbol }: StakingContext,
  positions: readonly StakingPosition[],
  token: `0x${string}`,
): WriteIntent {
  return {
    flowId: STAKING_FLOWS.claimAll,
    chainId,
    describeRevert: describeStakingRevert,
    plan: callPlan(contractCall('bearStaking', chainId, 'claimAll', []), {
      description: t('txn.claimAll', { symbol }),
      intent: { kind: 'claimAll', data: {} },
    }),
    accrual: rewardAccrual(token, positions),
  };
}

/** What the owner did, as recorded (kind `stakingAdmin`). Stored in browsers: never rename one. */
export type StakingAdminAction = 'setTierApr' | 'approveRewards' | 'fundRewards';

/** The kind of every owner's record. */
export const STAKING_ADMIN_KIND = 'stakingAdmin';

/** One flow per tier's rate (each row has its own status) and one for funding. */
export const STAKING_OWNER_FLOWS = {
  apr: (tier: number) => `staking/owner/apr/${tier}`,
  fund: 'staking/owner/fund',
} as const;

/** Names of the funding's two steps in its status ("Approval: …", "Funding: …"). */
export const FUND_STEP_LABELS = {
  approve: 'stakingOwner.approvalStep',
  fund: 'stakingOwner.fundingStep',
} as const;

export interface TierAprRequest {
  chainId: number;
  tier: number;
  lockDuration: number;
  aprBps: number;
}

/** `setTierApr(tier, aprBps)`: the rate of the tier's new positions from the block it lands in. */
export function setTierAprIntent({
  chainId,
  tier,
  lockDuration,
  aprBps,
}: TierAprRequest): WriteIntent {
  return {
    flowId: STAKING_OWNER_FLOWS.apr(tier),
    chainId,
    describeRevert: describeStakingOwnerRevert,
    plan: callPlan(contractCall('bearStaking', chainId, 'setTierApr', [tier, aprBps]), {
      description: t('stakingOwner.txnSetApr', {
        lock: formatLockDuration(lockDuration),
        apr: formatApr(aprBps),
      }),
      intent: { kind: STAKING_ADMIN_KIND, data: { action: 'setTierApr', tier, aprBps } },
    }),
  };
}

export interface FundRewardsRequest {
  chainId: number;
  amount: bigint;
  /** The amount as the page wrote it, with the token's symbol ("1,000 BHT"). */
  amountLabel: string;
}

/**
 * Funding the reward pool: an approval of exactly `amount` for the staking contract, then
 * `fundRewards(amount)`, each a recorded transaction, the second sent once the first is
 * confirmed (its fee: the simulated sequence's gas). An approval of exactly the amount leaves
 * nothing approved after the funding.
 */
export function fundRewardsIntent({
  chainId,
  amount,
  amountLabel,
}: FundRewardsRequest): WriteIntent {
  const staking = contractAddress('bearStaking', chainId);
  const token = contractAddress('bearToken', chainId);
  const admin = (description: string, data: Record<string, string>): RecordedAs => ({
    description,
    intent: { kind: STAKING_ADMIN_KIND, data: { ...data, amount: amount.toString() } },
  });
  return {
    flowId: STAKING_OWNER_FLOWS.fund,
    chainId,
    describeRevert: describeStakingOwnerRevert,
    plan: [
      {
        type: 'call',
        label: FUND_STEP_LABELS.approve,
        call: contractCall('bearToken', chainId, 'approve', [staking, amount]),
        record: admin(t('stakingOwner.txnApprove', { amount: amountLabel }), {
          action: 'approveRewards',
          token,
          spender: staking,
        }),
      },
      {
        type: 'call',
        label: FUND_STEP_LABELS.fund,
        call: contractCall('bearStaking', chainId, 'fundRewards', [amount]),
        record: admin(t('stakingOwner.txnFund', { amount: amountLabel }), {
          action: 'fundRewards',
        }),
      },
    ],
  };
}
