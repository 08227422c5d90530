import '../ownerMessages';
import type { Hex } from 'viem';
import { shortAddress } from '@/features/connection/format';
import { contractCall } from '@/features/onchain/contracts';
import { callPlan, type CallStep, type WritePlan } from '@/features/onchain/write/plan';
import { t } from '@/i18n/runtime';
import { BEAR_ADMIN_KIND } from './ownerPending';

/** What the owner changed in the allowlist form: the root, the switch, or both. */
export interface AllowlistChange {
  root?: Hex;
  active?: boolean;
}

const record = (description: string, data: Record<string, string | boolean>) => ({
  description,
  intent: { kind: BEAR_ADMIN_KIND, data: { action: 'allowlist', ...data } },
});

/**
 * The allowlist form's write: the setter of each setting the owner changed, and nothing else
 * (the price and the limit are never re-sent). Both changed: one bundle the wallet executes
 * atomically where it can (a Safe queues it as one transaction), otherwise the root, then the
 * switch.
 */
export function allowlistPlan(chainId: number, { root, active }: AllowlistChange): WritePlan {
  const rootCall =
    root === undefined ? null : contractCall('bearNft', chainId, 'setAllowlistRoot', [root]);
  const activeCall =
    active === undefined ? null : contractCall('bearNft', chainId, 'setAllowlistActive', [active]);
  const rootRecord =
    root === undefined
      ? null
      : record(t('mintOwner.txnAllowlistRoot', { root: shortAddress(root) }), { root });
  const activeRecord =
    active === undefined
      ? null
      : record(t(active ? 'mintOwner.txnAllowlistOpen' : 'mintOwner.txnAllowlistClose'), {
          active,
        });

  if (rootCall && rootRecord && activeCall && activeRecord && root !== undefined) {
    const oneByOne: WritePlan = [
      { type: 'call', call: rootCall, record: rootRecord } satisfies CallStep,
      { type: 'call', call: activeCall, record: activeRecord } satisfies CallStep,
    ];
    return [
      {
        type: 'bundle',
        calls: [rootCall, activeCall],
        record: record(
          t(active ? 'mintOwner.txnAllowlistOn' : 'mintOwner.txnAllowlistOff', {
            root: shortAddress(root),
          }),
          { root, active: active === true },
        ),
        otherwise: oneByOne,
        failedMessage: t('mintOwner.allowlistBundleFailed'),
      },
    ];
  }
  if (rootCall && rootRecord) return callPlan(rootCall, rootRecord);
  if (activeCall && activeRecord) return callPlan(activeCall, activeRecord);
  return [];
}
