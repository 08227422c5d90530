/**
 * The indexer's answers as the hub reads them (indexer/src/api/: routes, parameters and shapes).
 * Amounts are decimal strings of token base units; times are block timestamps in seconds.
 */

/**
 * `/changes`: the chain the indexer follows, the last block it has indexed, and the last block
 * in which each part's data changed (null: never); a part reads again when its block moves.
 */
export interface IndexerChanges {
  chainId: number;
  blockNumber: number;
  timestamp: number;
  /** Staking events: the pool's totals and the APR settings. */
  staking: number | null;
  /** Mints. */
  collection: number | null;
  /** The asked account's activity (absent when no account was asked). */
  account?: number | null;
}

/** Where and when an event happened. */
export interface EventPlace {
  /** "<block>.<logIndex>": unique, and the list's cursor. */
  id: string;
  blockNumber: number;
  logIndex: number;
  timestamp: number;
  transactionHash: `0x${string}`;
}

interface ActivityBase extends EventPlace {
  account: `0x${string}`;
}

export interface StakeActivity extends ActivityBase {
  kind: 'stake';
  positionId: string;
  amount: string;
  tier: number;
  aprBps: number;
  /** 0 for the flexible tier. */
  lockSeconds: number;
  unlocksAt: number;
  /** The whole term's reward, reserved when the position opened. */
  reward: string;
}

export interface ClaimActivity extends ActivityBase {
  kind: 'claim';
  positionId: string;
  amount: string;
}

export interface UnstakeActivity extends ActivityBase {
  kind: 'unstake';
  positionId: string;
  /** Principal returned. */
  amount: string;
  rewardPaid: string;
  rewardReleased: string;
}

export interface MintActivity extends ActivityBase {
  kind: 'mint';
  firstTokenId: string;
  quantity: number;
  tokenIds: string[];
}

export type ActivityItem = StakeActivity | ClaimActivity | UnstakeActivity | MintActivity;
export type ActivityKind = ActivityItem['kind'];

/**
 * A closed position (`/positions/:account/closed`): its place is its close (the unstake); the
 * rest is its stake's.
 */
export interface ClosedPosition extends ActivityBase {
  positionId: string;
  /** Principal. */
  amount: string;
  tier: number;
  aprBps: number;
  /** 0 for the flexible tier. */
  lockSeconds: number;
  /** When the position opened. */
  startedAt: number;
  unlocksAt: number;
  /** The whole term's reward, reserved when the position opened. */
  reward: string;
  /** The rewards its close paid. */
  rewardPaid: string;
  /** The reservation its close returned to the pool. */
  rewardReleased: string;
  /** What it paid in all (its claims and its close's): `reward` less `rewardReleased`. */
  earned: string;
}

/** `/rewards/:account`: the account's rewards over its whole history. */
export interface RewardTotals {
  /** Every reward paid to it (claims, and what its closes paid). */
  claimed: string;
  claims: number;
  /** What its closed positions paid in all. */
  closedEarned: string;
  closedPositions: number;
}

/** The account's rewards as its cards read them: the totals and the closed positions read. */
export interface AccountRewards {
  totals: RewardTotals;
  /** The latest closed first: every one closed since the read's `since`, the first page at least. */
  closed: ClosedPosition[];
}

/** A newest-first event list and the cursor of its next page (null on the last). */
export interface EventPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** The staking contract's totals at one time. */
export interface PoolTotals {
  totalDeposited: string;
  totalLocked: string;
  rewardPool: string;
  rewardsReserved: string;
  rewardsFunded: string;
  rewardsPaid: string;
  openPositions: number;
}

/** The pool after a block with staking events (`/pool/series`, `/pool/blocks`). */
export interface PoolBlock extends PoolTotals {
  blockNumber: number;
  timestamp: number;
}

/** A tier's APR setting (`/pool/apr-changes`), the deployment's own included. */
export interface AprChange extends EventPlace {
  tier: number;
  aprBps: number;
}

/** One bear as `/collection/mints` lists it, newest first. */
export interface MintedBear extends EventPlace {
  tokenId: string;
  minter: `0x${string}`;
}

/** A point of a chart's series: a time (seconds) and the values drawn at it. */
export interface SeriesPoint {
  timestamp: number;
  values: readonly number[];
  /** Values as exact decimal strings (base units or counts), for the table and the labels. */
  exact: readonly string[];
}

/** A point of `/collection/series`: bears minted in all by then. */
export interface CollectionPoint {
  blockNumber: number;
  timestamp: number;
  totalMinted: number;
}

/** The pool's history as the charts draw it. */
export interface PoolHistory {
  points: SeriesPoint[];
  /** APR settings after the deployment's own. */
  aprChanges: AprChangeMark[];
  /** Each tier's APR over time (percent; `exact` in basis points), one line per tier. */
  aprs: { tiers: number[]; points: SeriesPoint[] };
}

export interface AprChangeMark {
  timestamp: number;
  tier: number;
  aprBps: number;
  /** The tier's APR before this change. */
  previousAprBps: number;
  transactionHash: `0x${string}`;
}

/** The collection's history as its chart draws it. */
export interface CollectionHistory {
  points: SeriesPoint[];
  totalMinted: number;
}
