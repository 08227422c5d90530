/**
 * The staking contract owner's intents as plans of the one write executor (`runWritePlan`), each
 * recorded in Recent Transactions as kind `stakingAdmin`: set a tier's APR, and fund the reward
 * pool (an approval of exactly the amount, then `fundRewards`, as one flow of two steps).
 */
import '../messages';
import '../ownerMessages';
import { contractAddress } from '@/features/onchain/addresses';
import { contractCall } from '@/features/onchain/contracts';
import type { PreviewExpectation } from '@/features/onchain/preview';
import { callPlan, type WritePlan } from '@/features/onchain/write/plan';
import { runWritePlan } from '@/features/onchain/write/runWritePlan';
import { t } from '@/i18n/runtime';
import { formatLockDuration } from '../amounts';
import { describeStakingOwnerRevert } from '../accountErrors';
import { formatApr } from '@/features/onchain/format';

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
export function setTierAprPlan({ chainId, tier, lockDuration, aprBps }: TierAprRequest): WritePlan {
  return callPlan(contractCall('bearStaking', chainId, 'setTierApr', [tier, aprBps]), {
    description: t('stakingOwner.txnSetApr', {
      lock: formatLockDuration(lockDuration),
      apr: formatApr(aprBps),
    }),
    intent: { kind: STAKING_ADMIN_KIND, data: { action: 'setTierApr', tier, aprBps } },
  });
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
 * confirmed. An approval of exactly the amount leaves nothing approved after the funding.
 */
export function fundRewardsPlan({ chainId, amount, amountLabel }: FundRewardsRequest): WritePlan {
  const staking = contractAddress('bearStaking', chainId);
  const token = contractAddress('bearToken', chainId);
  return [
    {
      type: 'call',
      label: FUND_STEP_LABELS.approve,
      call: contractCall('bearToken', chainId, 'approve', [staking, amount]),
      record: {
        description: t('stakingOwner.txnApprove', { amount: amountLabel }),
        intent: {
          kind: STAKING_ADMIN_KIND,
          data: { action: 'approveRewards', token, spender: staking, amount: amount.toString() },
        },
      },
    },
    {
      type: 'call',
      label: FUND_STEP_LABELS.fund,
      call: contractCall('bearStaking', chainId, 'fundRewards', [amount]),
      record: {
        description: t('stakingOwner.txnFund', { amount: amountLabel }),
        intent: {
          kind: STAKING_ADMIN_KIND,
          data: { action: 'fundRewards', amount: amount.toString() },
        },
      },
    },
  ];
}

const options = { describeRevert: describeStakingOwnerRevert };

/** Sets a tier's APR as the tier's own flow, compared after with what the form previewed. */
export function setTierApr(request: TierAprRequest, expect?: PreviewExpectation) {
  return runWritePlan(
    STAKING_OWNER_FLOWS.apr(request.tier),
    request.chainId,
    setTierAprPlan(request),
    { ...options, expect },
  );
}

/** Approves exactly the amount, then funds the reward pool with it, as one flow. */
export function fundRewards(request: FundRewardsRequest, expect?: PreviewExpectation) {
  return runWritePlan(STAKING_OWNER_FLOWS.fund, request.chainId, fundRewardsPlan(request), {
    ...options,
    expect,
  });
}
