/**
 * A preview's sentences ("You send 100 BHT") and the comparison after the write. The kit phrases
 * transfers and approvals; a feature names its tokens, collections, addresses and events.
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
import type { DecodedChanges, PreviewChange } from './preview';

/** How a feature names what its writes touch. */
export interface PreviewWords {
  native: { symbol: string; decimals: number };
  tokens?: readonly { address: Address; symbol: string; decimals: number }[];
  /** ERC-721 collections: how a set of token ids is said ("bears #12 and #13"). */
  collections?: readonly { address: Address; items: (ids: readonly string[]) => string }[];
  /** Known addresses (a spender): "the staking contract". */
  names?: readonly { address: Address; name: string }[];
  /** A hub event's sentence, by name (arguments as strings); null or none: not shown. */
  events?: Readonly<Record<string, (args: Readonly<Record<string, string>>) => string | null>>;
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
 * One change as a sentence, or null; `withLeft: false` omits what an approval leaves (no receipt
 * shows it).
 */
function describeChange(change: PreviewChange, words: PreviewWords, { withLeft = true } = {}) {
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

export function describeChanges(decoded: DecodedChanges, words: PreviewWords): string[] {
  const lines = decoded.changes.flatMap((change) => describeChange(change, words) ?? []);
  if (decoded.undecoded > 0) lines.push(tCount('preview.undecoded', decoded.undecoded));
  return lines;
}

/** How much a reward paid in `token` may have grown between the simulation and the receipt. */
export type Growth = { token: Address; most: bigint };

/** `actual` with its reward taken as previewed when within its growth, and by how much it grew. */
function withinGrowth(shown: DecodedChanges, actual: DecodedChanges, growth: Growth | undefined) {
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
 * "As previewed." when the receipts show the previewed lines (not the native coin: no log shows
 * it), else what happened and what was previewed; a reward within its `growth` says how it grew.
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
  const said = (side: string[]) => (side.length > 0 ? side.join(' · ') : t('preview.nothing'));
  return t('preview.differed', { happened: said(unforeseen), previewed: said(unseen) });
}

/** What a form hands the executor (`WriteOptions.expect`): the preview on screen, if current. */
export function expectationOf(view: NetworkFeeView, words: PreviewWords, accrual?: Accrual) {
  const shown = view.preview;
  return shown?.status === 'simulated' && !view.updating
    ? { shown, words, ...(accrual ? { accrual } : {}) }
    : undefined;
}
