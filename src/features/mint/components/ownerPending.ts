import '../ownerMessages';
import type { PendingAction } from '@/features/onchain/components/PendingSafeActions';
import type { RecentTransaction } from '@/features/transactions/slice';
import { t } from '@/i18n/runtime';
import { BEAR_ADMIN_KIND, saleStartSentence, type BearAdminAction } from '../intents';

/** What a queued owner's record will do, from its fields (its sentence as sent otherwise). */
function phrase(record: RecentTransaction): string {
  const { data } = record;
  if (data.action === 'saleSwitch' && typeof data.active === 'boolean')
    return t(data.active ? 'mintOwner.openSale' : 'mintOwner.closeSale');
  if (data.action === 'saleStart' && typeof data.startsAt === 'number')
    return saleStartSentence(data.startsAt);
  return record.description;
}

/**
 * The collection owner's actions of kind `action` sent through a Safe and not yet executed
 * (`records`: the account's pending Safe transactions on this chain), phrased for the setting
 * they will change.
 */
export function pendingBearAdmin(
  records: readonly RecentTransaction[],
  action: BearAdminAction,
): PendingAction[] {
  return records
    .filter((record) => record.kind === BEAR_ADMIN_KIND && record.data.action === action)
    .map((record) => ({
      hash: record.hash,
      text:
        record.confirmationsRequired === undefined
          ? t('mintOwner.pendingSafeUncounted', { action: phrase(record) })
          : t('mintOwner.pendingSafe', {
              action: phrase(record),
              confirmations: record.confirmations ?? 0,
              required: record.confirmationsRequired,
            }),
    }));
}
