import '../ownerMessages';
import type { PendingAction } from '@/features/onchain/components/PendingSafeActions';
import { formatApr } from '@/features/onchain/format';
import type { RecentTransaction } from '@/features/transactions/slice';
import { t } from '@/i18n/runtime';
import { formatLockDuration } from '../amounts';
import { STAKING_ADMIN_KIND, type StakingAdminAction } from '../intents';

function pendingLine(record: RecentTransaction, action: string): PendingAction {
  return {
    hash: record.hash,
    text:
      record.confirmationsRequired === undefined
        ? t('stakingOwner.pendingSafeUncounted', { action })
        : t('stakingOwner.pendingSafe', {
            action,
            confirmations: record.confirmations ?? 0,
            required: record.confirmationsRequired,
          }),
  };
}

const isAdmin = (record: RecentTransaction, actions: readonly StakingAdminAction[]) =>
  record.kind === STAKING_ADMIN_KIND && actions.includes(record.data.action as StakingAdminAction);

/** The owner's rate changes of one tier still pending in a Safe, phrased from their fields. */
export function pendingTierApr(
  records: readonly RecentTransaction[],
  tier: { id: number; lockDuration: number },
): PendingAction[] {
  return records
    .filter((record) => isAdmin(record, ['setTierApr']) && record.data.tier === tier.id)
    .map((record) =>
      pendingLine(
        record,
        typeof record.data.aprBps === 'number'
          ? t('stakingOwner.txnSetApr', {
              lock: formatLockDuration(tier.lockDuration),
              apr: formatApr(record.data.aprBps),
            })
          : record.description,
      ),
    );
}

/** The owner's approvals and fundings still pending in a Safe. */
export function pendingFunding(records: readonly RecentTransaction[]): PendingAction[] {
  return records
    .filter((record) => isAdmin(record, ['approveRewards', 'fundRewards']))
    .map((record) => pendingLine(record, record.description));
}
