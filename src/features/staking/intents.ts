/** Every staking write, declared once (`WriteIntent`): read by `useIntent` and `sendIntent`. */
import './ownerMessages';
import '@/features/onchain/previewMessages';
import { zeroHash } from 'viem';
import { contractAddress } from '@/features/onchain/addresses';
import { CONTRACT_ABIS, contractCall, type ContractCall } from '@/features/onchain/contracts';
import { REWARD_FRACTION_DIGITS } from '@/config/constants';
import { formatApr, formatToken, formatTokenAmount } from '@/features/onchain/format';
import type { IntentContext } from '@/features/onchain/hooks/useIntent';
import type { WriteIntent } from '@/features/onchain/intent';
import type { PreviewWords } from '@/features/onchain/previewText';
import { callPlan, type RecordedAs, type WritePlan } from '@/features/onchain/write/plan';
import type { StakingPosition } from '@/features/hub/slice';
import { t } from '@/i18n/runtime';
import { hasRpcErrorCode, NOT_IMPLEMENTED_CODES } from '@/wallet/eip1193';
import { readAccountIsContract } from '@/wallet/walletBatching';
import { formatLockDuration } from './amounts';
import {
  describeStakingOwnerRevert,
  describeStakingRevert,
  STAKING_WRITE_MESSAGES,
} from './accountErrors';
import { STAKING_MESSAGES } from './errors';
import type { SignedPermit } from './permit';
import type { StakingDashboard } from './stakingApi';
import { accrual } from './projection';

/** A staking intent's context: its chain and account, and its preview's names (token, events). */
export function stakingIntentContext(dashboard: StakingDashboard): IntentContext {
  const { chainId, account, token, tiers } = dashboard;
  const lockOf = (tier: string | undefined) =>
    formatLockDuration(tiers.find((candidate) => candidate.id === Number(tier))?.lockDuration ?? 0);
  const words = (native: { symbol: string; decimals: number }): PreviewWords => ({
    native,
    tokens: [token],
    names: [{ address: dashboard.stakingAddress, name: t('preview.stakingContract') }],
    events: {
      Staked: ({ id = '', tier, aprBps }) =>
        t('preview.staked', { id, lock: lockOf(tier), apr: formatApr(Number(aprBps)) }),
      Unstaked: ({ id = '' }) => t('preview.unstaked', { id }),
      // What a claim pays is its transfer.
      RewardsClaimed: () => null,
      TierAprSet: ({ tier, aprBps }) =>
        t('preview.tierAprSet', { lock: lockOf(tier), apr: formatApr(Number(aprBps)) }),
      RewardsFunded: ({ amount = '0' }) =>
        t('preview.rewardsFunded', { amount: formatToken(amount, token, REWARD_FRACTION_DIGITS) }),
    },
  });
  return { chainId, account, words };
}

export const STAKING_FLOWS = {
  stake: 'staking/stake',
  claimAll: 'staking/claimAll',
  claim: (id: string) => `staking/claim/${id}`,
  unstake: (id: string) => `staking/unstake/${id}`,
} as const;

/** Names of a stake's steps in its status ("Approval: …"). */
const STEP_LABELS = {
  permit: 'staking.signatureLabel',
  approve: 'staking.approvalLabel',
  stake: 'staking.stake',
} as const;

/**
 * How a short allowance is covered, fewest prompts first, each falling back to the next: `batch`
 * (one atomic EIP-5792 bundle), `permit` (an EIP-2612 signature), `approve` (the exact amount).
 */
export type ApprovalMethod = 'batch' | 'permit' | 'approve';

/** What the wallet and account can do: atomic bundles; a contract account cannot sign a permit. */
type WalletAbilities = { batching: boolean; contractAccount: boolean };

export function availableApprovalMethods(abilities: WalletAbilities): ApprovalMethod[] {
  const { batching, contractAccount } = abilities;
  return (['batch', 'permit', 'approve'] as const).filter(
    (method) => (method !== 'batch' || batching) && (method !== 'permit' || !contractAccount),
  );
}

/** The visitor's choice when the wallet can use it, else the first it can. */
export function approvalMethodFor(
  chosen: ApprovalMethod | null,
  abilities: WalletAbilities,
): ApprovalMethod {
  const methods = availableApprovalMethods(abilities);
  return chosen !== null && methods.includes(chosen) ? chosen : methods[0]!;
}

export interface StakeRequest {
  chainId: number;
  symbol: string;
  amount: bigint;
  amountLabel: string;
  tier: number;
  lockDuration: number;
  /** The APR the page showed: the stake reverts (AprChanged) below it. */
  minAprBps: number;
  approval?: ApprovalMethod;
  /** The allowance as the page last read it: what a preview assumes. */
  pageAllowance?: bigint;
  /** Undefined: not known yet. */
  contractAccount?: boolean;
  /** An approval still pending (e.g. from before a reload): waited for, not repeated. */
  pendingApproval?: bigint | null;
  decimals?: number;
}

/** Gas of a stake after an approval (unestimable before it): above the largest measured, 310,622. */
const STAKE_AFTER_APPROVAL_GAS = 320_000n;

/** Gas of `stakeWithPermit`, which cannot be estimated before the signature. */
const STAKE_WITH_PERMIT_GAS = 380_000n;

/**
 * A permit's stand-in while nothing is signed: `stakeWithPermit` ignores a permit that fails
 * (try/catch), so a preview that approves first (`simulateAs`) runs the stake as it will run.
 */
const UNSIGNED_PERMIT: SignedPermit = { deadline: 0n, v: 0, r: zeroHash, s: zeroHash };

/**
 * A stake: the allowance is read from the chain right before, and only when short is it covered,
 * by the chosen method, for exactly `amount`. Its fee counts the calls that cannot be estimated
 * before the approval or the signature at their bounds.
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
  const stake = callPlan(stakeCall, stakeRecord, STEP_LABELS.stake);
  const approveRecord: RecordedAs = {
    description: t('txn.approve', { amount: amountLabel, symbol }),
    intent: {
      kind: 'approve',
      data: { token: approveCall.address, spender: stakingAddress, amount: amount.toString() },
    },
  };
  const approveThenStake = [...callPlan(approveCall, approveRecord, STEP_LABELS.approve), ...stake];
  const permitThenStake: WritePlan = [
    {
      type: 'signature',
      label: STEP_LABELS.permit,
      key: 'permit',
      // The permit module (viem's signature parsing, which carries secp256k1) loads only here,
      // so the signing stack stays off a visitor's first view.
      sign: async ({ account, wallet }) =>
        (await import('./permit')).signStakePermit(await wallet(), chainId, account, amount),
      // The wallet cannot sign typed data (as opposed to the visitor declining).
      isUnsupported: (error) => hasRpcErrorCode(error, NOT_IMPLEMENTED_CODES),
      otherwise: approveThenStake,
      failedMessage: STAKING_WRITE_MESSAGES.permitFailed,
      // On chain a permit is an approval of exactly the amount.
      simulateAs: { calls: [approveCall], result: UNSIGNED_PERMIT },
    },
    {
      type: 'call',
      label: STEP_LABELS.stake,
      call: ({ results }) => {
        const { deadline, v, r, s } = results.permit as SignedPermit;
        const args = [amount, tier, minAprBps, deadline, v, r, s] as const;
        return contractCall('bearStaking', chainId, 'stakeWithPermit', args);
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
    if (allowance >= amount) return stake;
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
          const { getChainClient } = await import('@/wallet/clients');
          const allowance = await getChainClient(chainId).readContract({
            address: approveCall.address,
            abi: CONTRACT_ABIS.bearToken,
            functionName: 'allowance',
            args: [account, stakingAddress],
          });
          // A contract account cannot sign a permit (read here only when the page did not know).
          const contractAccount =
            request.contractAccount ??
            (allowance < amount && method === 'permit' && (await readAccountIsContract(account)));
          return choose(allowance, { batching, contractAccount });
        },
        assume:
          pageAllowance === undefined
            ? undefined
            : () => choose(pageAllowance, { batching, contractAccount: !!request.contractAccount }),
      },
    ],
    fee: !short
      ? undefined
      : method === 'permit'
        ? { calls: [], extraGas: STAKE_WITH_PERMIT_GAS }
        : { calls: [approveCall], extraGas: STAKE_AFTER_APPROVAL_GAS },
    waitFor:
      short && pending !== null && pending >= amount
        ? t('staking.approvalPending', {
            amount: formatTokenAmount(pending, request.decimals ?? 18, request.decimals ?? 18),
            symbol,
          })
        : undefined,
  };
}

/** Where a claim is paid from: the dashboard's chain and token. */
type PaidFrom = Pick<StakingDashboard, 'chainId' | 'token'>;

/** A reward's call: fee allows what `positions` earn while it waits, +1 each (rounding down). */
function rewardWrite(
  flowId: string,
  { chainId, token }: PaidFrom,
  positions: readonly StakingPosition[],
  call: ContractCall,
  record: RecordedAs,
): WriteIntent {
  const over = (seconds: number) =>
    positions.reduce(
      (sum, position) => sum + accrual(BigInt(position.amount), position.aprBps, seconds) + 1n,
      0n,
    );
  return {
    flowId,
    chainId,
    describeRevert: describeStakingRevert,
    plan: callPlan(call, record),
    accrual: { token: token.address, over },
  };
}

/** A position's `claim`, or `unstake` once unlocked: a flow of its own per position. */
export function positionIntent(
  action: 'claim' | 'unstake',
  paidFrom: PaidFrom,
  position: StakingPosition,
): WriteIntent {
  const { id } = position;
  const call = contractCall('bearStaking', paidFrom.chainId, action, [BigInt(id)]);
  return rewardWrite(STAKING_FLOWS[action](id), paidFrom, [position], call, {
    description: t(`txn.${action}`, { id }),
    intent: { kind: action, data: { positionId: id } },
  });
}

/** Claim all: the rewards of every open position in one transaction. */
export function claimAllIntent(paidFrom: PaidFrom, positions: readonly StakingPosition[]) {
  const call = contractCall('bearStaking', paidFrom.chainId, 'claimAll', []);
  return rewardWrite(STAKING_FLOWS.claimAll, paidFrom, positions, call, {
    description: t('txn.claimAll', { symbol: paidFrom.token.symbol }),
    intent: { kind: 'claimAll', data: {} },
  });
}

/** What the owner did, as recorded (kind `stakingAdmin`). Stored in browsers: never rename one. */
export type StakingAdminAction = 'setTierApr' | 'approveRewards' | 'fundRewards';

export const STAKING_ADMIN_KIND = 'stakingAdmin';

/** One flow per tier's rate (each row has its own status), one for funding. */
export const STAKING_OWNER_FLOWS = {
  apr: (tier: number) => `staking/owner/apr/${tier}`,
  fund: 'staking/owner/fund',
} as const;

/** Names of the funding's two steps in its status. */
export const FUND_STEP_LABELS = {
  approve: 'stakingOwner.approvalStep',
  fund: 'stakingOwner.fundingStep',
} as const;

/** `setTierApr(tier, aprBps)`: the rate of the tier's new positions from the block it lands in. */
export function setTierAprIntent(
  request: Pick<StakeRequest, 'chainId' | 'tier' | 'lockDuration'> & { aprBps: number },
): WriteIntent {
  const { chainId, tier, aprBps } = request;
  return {
    flowId: STAKING_OWNER_FLOWS.apr(tier),
    chainId,
    describeRevert: describeStakingOwnerRevert,
    plan: callPlan(contractCall('bearStaking', chainId, 'setTierApr', [tier, aprBps]), {
      description: t('stakingOwner.txnSetApr', {
        lock: formatLockDuration(request.lockDuration),
        apr: formatApr(aprBps),
      }),
      intent: { kind: STAKING_ADMIN_KIND, data: { action: 'setTierApr', tier, aprBps } },
    }),
  };
}

/** An exact approval (nothing stays approved), then `fundRewards`; `amountLabel` has the symbol. */
export function fundRewardsIntent({
  chainId,
  amount,
  amountLabel,
}: Pick<StakeRequest, 'chainId' | 'amount' | 'amountLabel'>): WriteIntent {
  const staking = contractAddress('bearStaking', chainId);
  const approve = contractCall('bearToken', chainId, 'approve', [staking, amount]);
  const admin = (description: string, data: Record<string, string>): RecordedAs => ({
    description,
    intent: { kind: STAKING_ADMIN_KIND, data: { ...data, amount: amount.toString() } },
  });
  return {
    flowId: STAKING_OWNER_FLOWS.fund,
    chainId,
    describeRevert: describeStakingOwnerRevert,
    plan: [
      ...callPlan(
        approve,
        admin(t('stakingOwner.txnApprove', { amount: amountLabel }), {
          action: 'approveRewards',
          token: approve.address,
          spender: staking,
        }),
        FUND_STEP_LABELS.approve,
      ),
      ...callPlan(
        contractCall('bearStaking', chainId, 'fundRewards', [amount]),
        admin(t('stakingOwner.txnFund', { amount: amountLabel }), { action: 'fundRewards' }),
        FUND_STEP_LABELS.fund,
      ),
    ],
  };
}
