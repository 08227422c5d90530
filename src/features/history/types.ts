/**
 * The indexer's answers as the hub reads them (indexer/src/api/: routes, parameters and shapes).
 * Amounts are decimal strings of token base units; times are block timestamps in seconds.
 */

/** Ponder's `/status`: the chain the indexer follows and the last block it has indexed. */
export interface IndexerStatus {
  chainId: number;
  blockNumber: number;
  timestamp: number;
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

/** The pool after a block with staking events (`/pool/blocks`). */
export interface PoolBlock extends PoolTotals {
  blockNumber: number;
  timestamp: number;
}

/** The pool at the end of a UTC day with staking events (`/pool/daily`). */
export interface PoolDay extends PoolTotals {
  day: string;
  dayStart: number;
  lastBlockNumber: number;
}

/** An ascending series page and where the next one starts (null on the last). */
export interface SeriesPage<Item> {
  items: Item[];
  nextFrom: number | string | null;
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

/** A UTC day with mints (`/collection/daily`). */
export interface CollectionDay {
  day: string;
  dayStart: number;
  minted: number;
  totalMinted: number;
  lastBlockNumber: number;
}

/** A point of a chart's series: a time (seconds) and the values drawn at it. */
export interface SeriesPoint {
  timestamp: number;
  values: readonly number[];
  /** Values as exact decimal strings (base units or counts), for the table and the labels. */
  exact: readonly string[];
}

/** The pool's history as the chart draws it. */
export interface PoolHistory {
  /** `block`: a point per block with staking events; `day`: per UTC day (long histories). */
  resolution: 'block' | 'day';
  points: SeriesPoint[];
  /** APR settings after the deployment's own. */
  aprChanges: AprChangeMark[];
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
  resolution: 'mint' | 'day';
  points: SeriesPoint[];
  totalMinted: number;
}
