import { http, HttpResponse } from 'msw';
import type { ActivityItem, ClosedPosition, RewardTotals } from '@/features/history/types';

/** The indexer's base URL in these tests (no server: MSW answers). */
export const INDEXER_URL = 'http://indexer.test';
export const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' as const;
export const HASH = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as `0x${string}`;
const ONE = 10n ** 18n;

const place = (block: number, timestamp: number) => ({
  id: `${block}.0`,
  blockNumber: block,
  logIndex: 0,
  timestamp,
  transactionHash: HASH(block),
  account: ACCOUNT,
});

/** Activity of ACCOUNT, newest first: a stake, a claim, an unstake and a mint. */
export const ACTIVITY: ActivityItem[] = [
  {
    kind: 'mint',
    ...place(14, 1_800_000_400),
    firstTokenId: '7',
    quantity: 2,
    tokenIds: ['7', '8'],
  },
  {
    kind: 'unstake',
    ...place(13, 1_800_000_300),
    id: '13.1',
    logIndex: 1,
    positionId: '6',
    amount: (42n * ONE).toString(),
    rewardPaid: (ONE / 10n).toString(),
    rewardReleased: '0',
  },
  // The unstake pays the position's last rewards through a RewardsClaimed of its own.
  { kind: 'claim', ...place(13, 1_800_000_300), positionId: '6', amount: (ONE / 10n).toString() },
  { kind: 'claim', ...place(12, 1_800_000_200), positionId: '6', amount: (ONE / 4n).toString() },
  {
    kind: 'stake',
    ...place(11, 1_800_000_100),
    positionId: '6',
    amount: (42n * ONE).toString(),
    tier: 0,
    aprBps: 500,
    lockSeconds: 0,
    unlocksAt: 1_800_086_500,
    reward: ((21n * ONE) / 10n).toString(),
  },
];

/**
 * ACCOUNT's closed positions: position 6 (42 BHT, flexible, 5 %) opened 60 days and 20 hours
 * (a sixth of a year) before its close, which paid the rest of the 0.35 BHT it earned: 0.25 BHT
 * by the claim of the activity, then 0.1 BHT.
 */
export const CLOSED: ClosedPosition[] = [
  {
    ...place(13, 1_800_000_300),
    id: '13.1',
    logIndex: 1,
    positionId: '6',
    amount: (42n * ONE).toString(),
    tier: 0,
    aprBps: 500,
    lockSeconds: 0,
    startedAt: 1_800_000_300 - 5_256_000,
    unlocksAt: 1_800_000_300 - 5_256_000 + 86_400,
    reward: ((21n * ONE) / 10n).toString(),
    rewardPaid: (ONE / 10n).toString(),
    rewardReleased: ((175n * ONE) / 100n).toString(),
    earned: ((35n * ONE) / 100n).toString(),
  },
];

export const REWARD_TOTALS: RewardTotals = {
  claimed: ((35n * ONE) / 100n).toString(),
  claims: 2,
  closedEarned: ((35n * ONE) / 100n).toString(),
  closedPositions: 1,
};

const totals = (deposited: bigint, locked: bigint) => ({
  totalDeposited: deposited.toString(),
  totalLocked: locked.toString(),
  rewardPool: '0',
  rewardsReserved: '0',
  rewardsFunded: '0',
  rewardsPaid: '0',
  openPositions: 1,
});

export interface IndexerState {
  chainId: number;
  block: number;
  activity: ActivityItem[];
  /** The account's closed positions, the latest closed first, and its reward totals. */
  closed: ClosedPosition[];
  rewards: RewardTotals;
  /** The indexed block's time (`/changes`). */
  timestamp: number;
  /** The last block with staking events, and with mints (`/changes`). */
  staking: number;
  collection: number;
  /** Every request's path and query, in order. */
  requests: string[];
  /** When set, every route answers this status (and a JSON refusal for a 4xx). */
  failWith?: number;
  /** When true, the server cannot be reached. */
  down?: boolean;
}

export function indexerState(overrides: Partial<IndexerState> = {}): IndexerState {
  return {
    chainId: 31337,
    block: 20,
    timestamp: 1_800_000_500,
    staking: 13,
    collection: 14,
    activity: ACTIVITY,
    closed: CLOSED,
    rewards: REWARD_TOTALS,
    requests: [],
    ...overrides,
  };
}

/** MSW handlers answering as indexer/src/api/ does, from `state`. */
export function indexerHandlers(state: IndexerState) {
  const guard = (request: Request) => {
    const url = new URL(request.url);
    state.requests.push(`${url.pathname}${url.search}`);
    if (state.down) return HttpResponse.error();
    if (state.failWith !== undefined) {
      return HttpResponse.json(
        { error: { code: 'test_failure', message: 'failing on purpose' } },
        { status: state.failWith },
      );
    }
    return undefined;
  };
  return [
    http.get(`${INDEXER_URL}/changes`, ({ request }) => {
      const account = new URL(request.url).searchParams.get('account');
      const accountBlock = state.activity
        .filter((item) => item.account === account)
        .reduce<number | null>((last, item) => Math.max(last ?? 0, item.blockNumber), null);
      return (
        guard(request) ??
        HttpResponse.json({
          chainId: state.chainId,
          blockNumber: state.block,
          timestamp: state.timestamp,
          staking: state.staking,
          collection: state.collection,
          ...(account === null ? {} : { account: accountBlock }),
        })
      );
    }),
    http.get(`${INDEXER_URL}/activity/:account`, ({ request, params }) => {
      const refused = guard(request);
      if (refused) return refused;
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const cursor = url.searchParams.get('cursor');
      const mine = state.activity.filter(
        (item) => item.account === String(params.account).toLowerCase(),
      );
      const start = cursor ? mine.findIndex((item) => item.id === cursor) + 1 : 0;
      const items = mine.slice(start, start + limit);
      const more = start + limit < mine.length;
      return HttpResponse.json({ items, nextCursor: more ? items.at(-1)!.id : null });
    }),
    http.get(`${INDEXER_URL}/positions/:account/closed`, ({ request }) => {
      const refused = guard(request);
      if (refused) return refused;
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const cursor = url.searchParams.get('cursor');
      const start = cursor ? state.closed.findIndex((item) => item.id === cursor) + 1 : 0;
      const items = state.closed.slice(start, start + limit);
      const more = start + limit < state.closed.length;
      return HttpResponse.json({ items, nextCursor: more ? items.at(-1)!.id : null });
    }),
    http.get(`${INDEXER_URL}/rewards/:account`, ({ request }) => {
      return guard(request) ?? HttpResponse.json(state.rewards);
    }),
    http.get(`${INDEXER_URL}/pool/series`, ({ request }) => {
      return (
        guard(request) ??
        HttpResponse.json({
          items: [
            { blockNumber: 3, timestamp: 1_799_990_000, ...totals(1_000n * ONE, 600n * ONE) },
            { blockNumber: 11, timestamp: 1_800_000_100, ...totals(1_042n * ONE, 600n * ONE) },
            { blockNumber: 13, timestamp: 1_800_000_300, ...totals(1_000n * ONE, 600n * ONE) },
          ],
        })
      );
    }),
    http.get(`${INDEXER_URL}/pool/apr-changes`, ({ request }) => {
      const change = (block: number, tier: number, aprBps: number) => ({
        ...place(block, 1_799_990_000 + block),
        tier,
        aprBps,
      });
      return (
        guard(request) ??
        HttpResponse.json({
          items: [change(1, 0, 500), change(1, 1, 800), change(12, 1, 900)],
          nextCursor: null,
        })
      );
    }),
    http.get(`${INDEXER_URL}/collection/series`, ({ request }) => {
      return (
        guard(request) ??
        HttpResponse.json({
          items: [
            { blockNumber: 2, timestamp: 1_799_990_200, totalMinted: 6 },
            { blockNumber: 14, timestamp: 1_799_991_400, totalMinted: 8 },
          ],
        })
      );
    }),
    http.get(`${INDEXER_URL}/collection/mints`, ({ request }) => {
      const refused = guard(request);
      if (refused) return refused;
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 50);
      const bears = Array.from({ length: 8 }, (_, index) => {
        const tokenId = 8 - index;
        const block = tokenId <= 6 ? 2 : 14;
        return {
          tokenId: String(tokenId),
          minter: ACCOUNT,
          ...place(block, 1_799_990_000 + block * 100),
        };
      });
      return HttpResponse.json({ items: bears.slice(0, limit), nextCursor: null });
    }),
  ];
}
