import './messages';
import './ownerMessages';
/**
 * Every write of /mint, declared once (`WriteIntent`): the visitor's mint and the collection
 * owner's actions (the sale's switch and start, the allowlist, the withdrawal). Each gives its
 * flow, its plan (steps and records) and its revert table; the page's fee estimates, previews
 * and buttons (`useIntent`) and the executor (`sendIntent`) read it.
 */
import type { Hex } from 'viem';
import type { HubChain } from '@/config/chains';
import { shortAddress } from '@/features/connection/format';
import { contractCall } from '@/features/onchain/contracts';
import { formatDateTime, formatNative } from '@/features/onchain/format';
import type { WriteIntent } from '@/features/onchain/intent';
import { describeWith } from '@/features/onchain/reverts';
import { callPlan, type RecordedAs, type WritePlan } from '@/features/onchain/write/plan';
import { t } from '@/i18n/runtime';
import { MINT_FLOW_ID } from './flowId';
import { bearCount } from './format';
import type { AllowlistLookup, MintPhase } from './mintLimits';
import { mintReverts } from './reverts';

type Currency = HubChain['nativeCurrency'];

/** What an owner did to the bear sale, as recorded (kind `bearAdmin`). Stored in browsers: never rename one. */
export type BearAdminAction = 'saleSwitch' | 'saleStart' | 'allowlist' | 'withdraw';

/** The kind of every record of the collection owner's writes. */
export const BEAR_ADMIN_KIND = 'bearAdmin';

/** Flow ids of the owner's writes (one each, so each has its own status). */
export const OWNER_FLOW_IDS = {
  saleSwitch: 'bear-owner-sale',
  saleStart: 'bear-owner-start',
  allowlist: 'bear-owner-allowlist',
  withdraw: 'bear-owner-withdraw',
} as const satisfies Record<BearAdminAction, string>;

const admin = (action: BearAdminAction, description: string, data = {}): RecordedAs => ({
  description,
  intent: { kind: BEAR_ADMIN_KIND, data: { action, ...data } },
});

/** An owner's intent on chain `chain`: its flow, the plan, the collection's revert sentences. */
function ownerIntent(chain: HubChain, action: BearAdminAction, plan: WritePlan): WriteIntent {
  return {
    flowId: OWNER_FLOW_IDS[action],
    chainId: chain.id,
    plan,
    describeRevert: describeWith(mintReverts(chain.nativeCurrency)),
  };
}

export interface MintRequest {
  quantity: number;
  phase: MintPhase;
  /** The price of one bear in this phase (base units). */
  unitPrice: bigint;
  allowlist: AllowlistLookup;
}

/**
 * The visitor's mint in the phase that is open: the public sale's `mint`, or `allowlistMint`
 * with the visitor's proof; it pays the quantity's price.
 */
export function mintIntent(
  chain: HubChain,
  { quantity, phase, unitPrice, allowlist }: MintRequest,
): WriteIntent {
  const total = unitPrice * BigInt(quantity);
  const call =
    phase === 'allowlist' && allowlist.status === 'listed'
      ? contractCall(
          'bearNft',
          chain.id,
          'allowlistMint',
          [BigInt(quantity), allowlist.allowance, allowlist.proof],
          total,
        )
      : contractCall('bearNft', chain.id, 'mint', [BigInt(quantity)], total);
  return {
    flowId: MINT_FLOW_ID,
    chainId: chain.id,
    describeRevert: describeWith(mintReverts(chain.nativeCurrency)),
    plan: callPlan(call, {
      description: t(phase === 'allowlist' ? 'mint.mintAllowlistDescription' : 'mint.mintCount', {
        bears: bearCount(quantity),
      }),
      intent: { kind: 'mint', data: { quantity } },
    }),
  };
}

/** The public sale's switch turned to `active` (named as its button). */
export function saleSwitchIntent(chain: HubChain, active: boolean, label: string): WriteIntent {
  return ownerIntent(
    chain,
    'saleSwitch',
    callPlan(
      contractCall('bearNft', chain.id, 'setSaleActive', [active]),
      admin('saleSwitch', label, { active }),
    ),
  );
}

/** The public sale's start (Unix seconds, 0 for none), `setSaleStart`. */
export function saleStartIntent(chain: HubChain, startsAt: number): WriteIntent {
  const description =
    startsAt === 0
      ? t('mintOwner.txnClearStart')
      : t('mintOwner.txnStartsAt', { date: formatDateTime(startsAt) });
  return ownerIntent(
    chain,
    'saleStart',
    callPlan(
      contractCall('bearNft', chain.id, 'setSaleStart', [BigInt(startsAt)]),
      admin('saleStart', description, { startsAt }),
    ),
  );
}

/** The proceeds withdrawn to `owner`. */
export function withdrawIntent(
  chain: HubChain,
  owner: `0x${string}`,
  proceeds: bigint,
  currency: Currency,
): WriteIntent {
  return ownerIntent(
    chain,
    'withdraw',
    callPlan(
      contractCall('bearNft', chain.id, 'withdraw', [owner]),
      admin('withdraw', t('mintOwner.txnWithdraw', { amount: formatNative(proceeds, currency) })),
    ),
  );
}

/** What the owner changed in the allowlist form: the root, the switch, or both. */
export interface AllowlistChange {
  root?: Hex;
  active?: boolean;
}

/**
 * The allowlist form's write: the setter of each setting the owner changed, and nothing else
 * (the price and the limit are never re-sent). Both changed: one bundle the wallet executes
 * atomically where it can (a Safe queues it as one transaction), otherwise the root, then the
 * switch; its fee is then the simulated sequence's (each call alone may not run).
 */
export function allowlistIntent(chain: HubChain, { root, active }: AllowlistChange): WriteIntent {
  const record = (description: string, data: Record<string, string | boolean>) =>
    admin('allowlist', description, data);
  const rootStep =
    root === undefined
      ? null
      : ({
          type: 'call',
          call: contractCall('bearNft', chain.id, 'setAllowlistRoot', [root]),
          record: record(t('mintOwner.txnAllowlistRoot', { root: shortAddress(root) }), { root }),
        } as const);
  const activeStep =
    active === undefined
      ? null
      : ({
          type: 'call',
          call: contractCall('bearNft', chain.id, 'setAllowlistActive', [active]),
          record: record(t(active ? 'mintOwner.txnAllowlistOpen' : 'mintOwner.txnAllowlistClose'), {
            active,
          }),
        } as const);
  const plan: WritePlan =
    rootStep && activeStep && root !== undefined
      ? [
          {
            type: 'bundle',
            calls: [rootStep.call, activeStep.call],
            record: record(
              t(active ? 'mintOwner.txnAllowlistOn' : 'mintOwner.txnAllowlistOff', {
                root: shortAddress(root),
              }),
              { root, active: active === true },
            ),
            otherwise: [rootStep, activeStep],
            failedMessage: t('mintOwner.allowlistBundleFailed'),
          },
        ]
      : [rootStep ?? activeStep].flatMap((step) => (step ? [step] : []));
  return ownerIntent(chain, 'allowlist', plan);
}
