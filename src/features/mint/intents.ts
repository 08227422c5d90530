import './messages';
import './ownerMessages';
/** Every write of /mint (`WriteIntent`): the visitor's mint and the collection owner's actions. */
import type { Hex } from 'viem';
import type { HubChain } from '@/config/chains';
import { shortAddress } from '@/features/connection/format';
import { contractCall, type ContractCall } from '@/features/onchain/contracts';
import { formatDateTime, formatNative } from '@/features/onchain/format';
import type { WriteIntent } from '@/features/onchain/intent';
import { bigintArg, describeWith, type RevertSentences } from '@/features/onchain/reverts';
import { callPlan, type RecordedAs, type WritePlan } from '@/features/onchain/write/plan';
import { t } from '@/i18n/runtime';
import { MINT_MESSAGES } from './errors';
import { MINT_FLOW_ID } from './flowId';
import { bearCount } from './format';
import type { AllowlistLookup, MintLimits } from './mintLimits';

type RecordData = Record<string, string | number | boolean>;

/** What an owner did to the bear sale, as recorded (kind `bearAdmin`). Stored in browsers: never rename one. */
export type BearAdminAction = 'saleSwitch' | 'saleStart' | 'allowlist' | 'withdraw';

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

/** The bear contract's custom errors as sentences (`WrongPayment` names the price in `currency`). */
export function mintReverts(currency: { symbol: string; decimals: number }): RevertSentences {
  return {
    ZeroQuantity: () => MINT_MESSAGES.zeroQuantity,
    SaleNotActive: () => MINT_MESSAGES.saleNotActive,
    SaleNotStarted: (args) => MINT_MESSAGES.saleNotStarted(formatDateTime(bigintArg(args))),
    SoldOut: () => MINT_MESSAGES.soldOut,
    ExceedsRemainingSupply: (args) => MINT_MESSAGES.exceedsRemainingSupply(bigintArg(args)),
    ExceedsWalletLimit: (args) =>
      bigintArg(args) === 0n
        ? MINT_MESSAGES.walletLimitReached
        : MINT_MESSAGES.exceedsWalletLimit(bigintArg(args)),
    WrongPayment: (args) => MINT_MESSAGES.wrongPayment(formatNative(bigintArg(args), currency)),
    AllowlistNotActive: () => MINT_MESSAGES.allowlistNotActive,
    InvalidProof: () => MINT_MESSAGES.invalidProof,
    OwnableUnauthorizedAccount: () => MINT_MESSAGES.notOwner,
    InvalidRecipient: () => MINT_MESSAGES.invalidRecipient,
    WithdrawFailed: () => MINT_MESSAGES.withdrawFailed,
  };
}

const bearIntent = (chain: HubChain, flowId: string, plan: WritePlan): WriteIntent => ({
  flowId,
  chainId: chain.id,
  plan,
  describeRevert: describeWith(mintReverts(chain.nativeCurrency)),
});

/** One owner's setter: its call, recorded with `description` and the fields it sets. */
const ownerCall = (
  chain: HubChain,
  action: BearAdminAction,
  call: ContractCall,
  description: string,
  data?: RecordData,
) => bearIntent(chain, OWNER_FLOW_IDS[action], callPlan(call, admin(action, description, data)));

/** The start's sentence (Unix seconds, 0 for none), as sent and as queued. */
export const saleStartSentence = (startsAt: number) =>
  startsAt === 0
    ? t('mintOwner.txnClearStart')
    : t('mintOwner.txnStartsAt', { date: formatDateTime(startsAt) });

/** `unitPrice`: the price of one bear in this phase (base units). */
type MintRequest = Pick<MintLimits, 'phase' | 'unitPrice'> & {
  quantity: number;
  allowlist: AllowlistLookup;
};

/** The visitor's mint in the open phase: `mint`, or `allowlistMint` with its proof. */
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
  return bearIntent(
    chain,
    MINT_FLOW_ID,
    callPlan(call, {
      description: t(phase === 'allowlist' ? 'mint.mintAllowlistDescription' : 'mint.mintCount', {
        bears: bearCount(quantity),
      }),
      intent: { kind: 'mint', data: { quantity } },
    }),
  );
}

/** The public sale's switch turned to `active` (named as its button). */
export const saleSwitchIntent = (chain: HubChain, active: boolean, label: string) =>
  ownerCall(
    chain,
    'saleSwitch',
    contractCall('bearNft', chain.id, 'setSaleActive', [active]),
    label,
    { active },
  );

/** The public sale's start (Unix seconds, 0 for none). */
export const saleStartIntent = (chain: HubChain, startsAt: number) =>
  ownerCall(
    chain,
    'saleStart',
    contractCall('bearNft', chain.id, 'setSaleStart', [BigInt(startsAt)]),
    saleStartSentence(startsAt),
    { startsAt },
  );

/** The proceeds withdrawn to `owner`. */
export const withdrawIntent = (chain: HubChain, owner: `0x${string}`, proceeds: bigint) =>
  ownerCall(
    chain,
    'withdraw',
    contractCall('bearNft', chain.id, 'withdraw', [owner]),
    t('mintOwner.txnWithdraw', { amount: formatNative(proceeds, chain.nativeCurrency) }),
  );

/** What the owner changed in the allowlist form: the root, the switch, or both. */
export interface AllowlistChange {
  root?: Hex;
  active?: boolean;
}

/**
 * The setter of each allowlist setting changed, nothing else (price and limit never re-sent). Both
 * changed: one bundle, atomic where the wallet can (a Safe queues one transaction), else root then
 * switch; its fee is the simulated sequence's (each call alone may not run).
 */
export function allowlistIntent(chain: HubChain, { root, active }: AllowlistChange): WriteIntent {
  const step = (call: ContractCall, description: string, data: RecordData) =>
    ({ type: 'call', call, record: admin('allowlist', description, data) }) as const;
  const steps = [
    root === undefined
      ? null
      : step(
          contractCall('bearNft', chain.id, 'setAllowlistRoot', [root]),
          t('mintOwner.txnAllowlistRoot', { root: shortAddress(root) }),
          { root },
        ),
    active === undefined
      ? null
      : step(
          contractCall('bearNft', chain.id, 'setAllowlistActive', [active]),
          t(active ? 'mintOwner.txnAllowlistOpen' : 'mintOwner.txnAllowlistClose'),
          { active },
        ),
  ].filter((found) => found !== null);
  if (root === undefined || active === undefined)
    return bearIntent(chain, OWNER_FLOW_IDS.allowlist, steps);
  const bundle = {
    type: 'bundle',
    calls: steps.map(({ call }) => call),
    record: admin(
      'allowlist',
      t(active ? 'mintOwner.txnAllowlistOn' : 'mintOwner.txnAllowlistOff', {
        root: shortAddress(root),
      }),
      { root, active },
    ),
    otherwise: steps,
    failedMessage: t('mintOwner.allowlistBundleFailed'),
  } as const;
  return bearIntent(chain, OWNER_FLOW_IDS.allowlist, [bundle]);
}
