/**
 * A preview's sentences: each change a write makes for the account in the words of the form
 * that shows it ("You send 100 BHT", "You receive position #12: 30 days at 12 %", "Approval of
 * 100 BHT to the staking contract, used in full"), and the status line's comparison after the
 * write. The kit phrases transfers and approvals; a feature names its tokens, collections and
 * addresses and phrases its contracts' own events (`PreviewWords`), as it does its reverts.
 */
import './previewMessages';
import type { Address } from 'viem';
import {
  REWARD_FRACTION_DIGITS,
  SHORT_ADDRESS_HEAD_CHARS,
  SHORT_ADDRESS_TAIL_CHARS,
} from '@/config/constants';
import { formatList } from '@/i18n/format';
import { t, tCount } from '@/i18n/runtime';
import { formatNative, formatToken, formatTokenAmount } from './format';
import type { NetworkFeeView } from './hooks/useIntent';
import type { Accrual } from './intent';
import type { DecodedChanges, PreviewChange, PreviewExpectation } from './preview';
import type { PreviewGap } from './previewPlan';

/** An event's decoded arguments, by name, as strings (numbers in base units). */
export type PreviewEventArgs = Readonly<Record<string, string>>;

/** How a feature names what its writes touch. */
export interface PreviewWords {
  /** The chain's native coin. */
  native: { symbol: string; decimals: number };
  /** ERC-20 tokens the feature knows. */
  tokens?: readonly { address: Address; symbol: string; decimals: number }[];
  /** ERC-721 collections: how a set of token ids is said ("bears #12 and #13"). */
  collections?: readonly { address: Address; items: (ids: readonly string[]) => string }[];
  /** Known addresses (a spender): "the staking contract". */
  names?: readonly { address: Address; name: string }[];
  /**
   * The sentence of a hub contract's event, by event name; null when the transfers already say
   * it. An event without one is not shown (the transfers and approvals still are).
   */
  events?: Readonly<Record<string, (args: PreviewEventArgs) => string | null>>;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function nameOf(address: Address, words: PreviewWords): string {
  const known = words.names?.find((entry) => same(entry.address, address));
  return (
    known?.name ??
    `${address.slice(0, 2 + SHORT_ADDRESS_HEAD_CHARS)}…${address.slice(-SHORT_ADDRESS_TAIL_CHARS)}`
  );
}

function tokenAmount(token: Address, amount: string, words: PreviewWords): string {
  const known = words.tokens?.find((entry) => same(entry.address, token));
  if (known) return formatToken(amount, known, REWARD_FRACTION_DIGITS);
  return t('preview.unknownToken', {
    amount: formatTokenAmount(amount, 0, 0),
    token: nameOf(token, words),
  });
}

function nftItems(token: Address, ids: readonly string[], words: PreviewWords): string {
  const known = words.collections?.find((entry) => same(entry.address, token));
  if (known) return known.items(ids);
  return t('preview.unknownNft', {
    ids: formatList(ids.map((id) => `#${id}`)),
    token: nameOf(token, words),
  });
}

/**
 * One change as a sentence; null when there is nothing to say (an event its feature says
 * through the transfers). `withLeft: false` leaves out what an approval leaves, which no receipt
 * shows (the comparison's form).
 */
export function describeChange(
  change: PreviewChange,
  words: PreviewWords,
  { withLeft = true } = {},
): string | null {
  const key = (direction: 'out' | 'in') =>
    direction === 'out' ? 'preview.send' : 'preview.receive';
  switch (change.type) {
    case 'native':
      return t(change.direction === 'out' ? 'preview.pay' : 'preview.receive', {
        what: formatNative(BigInt(change.amount), words.native),
      });
    case 'token':
      return t(key(change.direction), { what: tokenAmount(change.token, change.amount, words) });
    case 'nft':
      return t(key(change.direction), { what: nftItems(change.token, change.ids, words) });
    case 'approval': {
      const params = {
        amount: tokenAmount(change.token, change.amount, words),
        spender: nameOf(change.spender, words),
      };
      if (!withLeft || change.left === undefined) return t('preview.approval', params);
      if (BigInt(change.left) === 0n) return t('preview.approvalUsed', params);
      return t('preview.approvalLeft', {
        ...params,
        left: tokenAmount(change.token, change.left, words),
      });
    }
    case 'event':
      return words.events?.[change.name]?.(change.args) ?? null;
  }
}

/** The preview's lines: each change, then what could not be decoded. */
export function describeChanges(decoded: DecodedChanges, words: PreviewWords): string[] {
  const lines = decoded.changes.flatMap((change) => describeChange(change, words) ?? []);
  if (decoded.undecoded > 0) lines.push(tCount('preview.undecoded', decoded.undecoded));
  return lines;
}

/** What the preview says of a sequence it could not simulate exactly as it will be sent. */
export function describeGap(gap: PreviewGap | null): string | null {
  switch (gap) {
    case 'signatureAsCalls':
      return t('preview.signatureAsCalls');
    case 'stopsAtSignature':
      return t('preview.stopsAtSignature');
    case 'stopsAtCheck':
      return t('preview.stopsAtCheck');
    default:
      return null;
  }
}

/** How much a reward paid in `token` may have grown between the simulation and the receipt. */
export interface Growth {
  token: Address;
  /** Base units: the accrual over the seconds between the simulated and the mined block. */
  most: bigint;
}

/**
 * `actual` with its `growth.token` receipt taken as the preview's when they differ by no more than
 * the reward's growth, and by how much (positive: more came in than was previewed).
 */
function withinGrowth(
  shown: DecodedChanges,
  actual: DecodedChanges,
  growth: Growth | undefined,
): { actual: DecodedChanges; grew: bigint } {
  const incoming = (decoded: DecodedChanges) =>
    decoded.changes.find(
      (change): change is Extract<PreviewChange, { type: 'token' }> =>
        change.type === 'token' && change.direction === 'in' && same(change.token, growth!.token),
    );
  const previewed = growth && incoming(shown);
  const received = growth && incoming(actual);
  if (!growth || !previewed || !received) return { actual, grew: 0n };
  const grew = BigInt(received.amount) - BigInt(previewed.amount);
  if (grew === 0n || (grew < 0n ? -grew : grew) > growth.most) return { actual, grew: 0n };
  const changes = actual.changes.map((change) => (change === received ? previewed : change));
  return { actual: { ...actual, changes }, grew };
}

/**
 * The status line after a write: "As previewed." when its receipts show what was previewed (the
 * transfers, approvals and events, in the preview's words; not the native coin, which no log
 * shows, nor the fee), else what happened and what was previewed. A reward that grows with time
 * (`growth`) is as previewed within what it accrued while the transaction waited, and says by
 * how much it grew.
 */
export function compareChanges(
  shown: DecodedChanges,
  received: DecodedChanges,
  words: PreviewWords,
  growth?: Growth,
): string {
  const lines = (decoded: DecodedChanges) =>
    decoded.changes.flatMap((change) =>
      change.type === 'native' ? [] : (describeChange(change, words, { withLeft: false }) ?? []),
    );
  const { actual, grew } = withinGrowth(shown, received, growth);
  const previewed = lines(shown);
  const happened = lines(actual);
  const unseen = previewed.filter((line) => !happened.includes(line));
  const unforeseen = happened.filter((line) => !previewed.includes(line));
  if (unseen.length === 0 && unforeseen.length === 0) {
    if (grew === 0n) return t('preview.asPreviewed');
    const amount = tokenAmount(growth!.token, (grew < 0n ? -grew : grew).toString(), words);
    return t(grew > 0n ? 'preview.rewardGrew' : 'preview.rewardShrank', { amount });
  }
  if (actual !== received) return compareChanges(shown, received, words);
  // Each side's lines as the preview writes them, one after another.
  const said = (side: string[]) => (side.length > 0 ? side.join(' · ') : t('preview.nothing'));
  return t('preview.differed', { happened: said(unforeseen), previewed: said(unseen) });
}

/**
 * What a form hands the executor with its write (`WriteOptions.expect`): the preview on screen,
 * when it is of the current input and was simulated.
 */
export function expectationOf(
  view: NetworkFeeView,
  words: PreviewWords,
  accrual?: Accrual,
): PreviewExpectation | undefined {
  const shown = view.preview;
  return shown?.status === 'simulated' && !view.updating
    ? { shown, words, ...(accrual ? { accrual } : {}) }
    : undefined;
}
