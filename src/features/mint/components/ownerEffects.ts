/**
 * The owner console's sentences. What visitors of /mint will see after an owner's change, said
 * before it is sent: worked out with the rules the page applies to visitors
 * (`computeMintLimits`), quoting their words. And the owner's actions queued in a Safe.
 */
import '../messages';
import '../ownerMessages';
import type { HubChain } from '@/config/chains';
import { formatDateTime, formatInteger, formatNative } from '@/features/onchain/format';
import type { PendingAction } from '@/features/onchain/components/PendingSafeActions';
import type { RecentTransaction } from '@/features/transactions/slice';
import { t } from '@/i18n/runtime';
import { bearCount } from '../format';
import { BEAR_ADMIN_KIND, saleStartSentence, type BearAdminAction } from '../intents';
import { computeMintLimits, SALE_LABEL } from '../mintLimits';
import type { MintCollection } from '../types';

type Currency = HubChain['nativeCurrency'];

/** After the public sale's switch or start time becomes `next` (chain time `nowS`). */
export function saleEffect(
  collection: MintCollection,
  next: { saleActive: boolean; saleStartsAt: number },
  nowS: number,
  currency: Currency,
): string {
  const { saleStatus } = computeMintLimits({ ...collection, ...next }, null, nowS);
  const label = t(SALE_LABEL[saleStatus]);
  const terms = {
    label,
    price: formatNative(BigInt(collection.price), currency),
    limit: bearCount(BigInt(collection.walletLimit)),
  };
  if (saleStatus === 'soldOut') return t('mintOwner.effectSoldOut', { label });
  if (saleStatus === 'open') return t('mintOwner.effectOpen', terms);
  if (saleStatus === 'notStarted') {
    const key = collection.allowlistActive
      ? 'mintOwner.effectScheduledAllowlist'
      : 'mintOwner.effectScheduled';
    return t(key, { ...terms, date: formatDateTime(next.saleStartsAt) });
  }
  return collection.allowlistActive
    ? t('mintOwner.effectClosedAllowlist', { label: t('mint.allowlistOpen') })
    : t('mintOwner.effectClosed', { label });
}

/** Whether the root the owner will set is the published list's (null: no list is published). */
export type RootSource = 'published' | 'other' | 'none';

/** After the allowlist phase becomes `active` with a root from `source`. */
export function allowlistEffect(
  collection: MintCollection,
  next: { active: boolean; source: RootSource; listed: number },
  nowS: number,
  currency: Currency,
): string {
  const { saleStatus, phase } = computeMintLimits(
    { ...collection, allowlistActive: next.active },
    null,
    nowS,
  );
  const label = t(SALE_LABEL[saleStatus]);
  if (!next.active) return t('mintOwner.allowlistOffEffect', { label });
  if (phase === 'public') return t('mintOwner.allowlistOnPublicFirst');
  if (saleStatus === 'soldOut') return t('mintOwner.effectSoldOut', { label });
  if (next.source !== 'published')
    return t('mintOwner.allowlistOnUnpublished', { label: t('mint.allowlistOpen') });
  return t('mintOwner.allowlistOnEffect', {
    label: t('mint.allowlistOpen'),
    count: formatInteger(next.listed),
    limit: bearCount(BigInt(collection.allowlistWalletLimit)),
    price: formatNative(BigInt(collection.allowlistPrice), currency),
  });
}

/** Withdrawing the proceeds: nothing changes for visitors. */
export function withdrawEffect(proceeds: bigint, to: string, currency: Currency): string {
  if (proceeds === 0n) return t('mintOwner.noProceeds');
  return t('mintOwner.withdrawEffect', { amount: formatNative(proceeds, currency), address: to });
}

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
