// The indexer's answers (indexer/src/api/): amounts in base units (strings), times in seconds.

/** `/changes`: the last indexed block, and the last one in which each part's data changed. */
export interface IndexerChanges {
  chainId: number;
  blockNumber: number;
  timestamp: number;
  staking: number | null;
  collection: number | null;
  /** Absent when no account was asked. */
  account?: number | null;
}

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
  positionId: string;
  amount: string;
}

export interface StakeActivity extends ActivityBase {
  kind: 'stake';
  tier: number;
  aprBps: number;
  /** 0 for the flexible tier. */
  lockSeconds: number;
  unlocksAt: number;
  /** The whole term's reward, reserved when the position opened. */
  reward: string;
}

export type ClaimActivity = ActivityBase & { kind: 'claim' };

export interface UnstakeActivity extends ActivityBase {
  kind: 'unstake';
  rewardPaid: string;
  rewardReleased: string;
}

export interface MintActivity extends EventPlace {
  kind: 'mint';
  account: `0x${string}`;
  firstTokenId: string;
  quantity: number;
  tokenIds: string[];
}

export type ActivityItem = StakeActivity | ClaimActivity | UnstakeActivity | MintActivity;

/** `/positions/:account/closed`: its place is its close; the rest is its stake's. */
export interface ClosedPosition
  extends Omit<StakeActivity, 'kind'>, Pick<UnstakeActivity, 'rewardPaid' | 'rewardReleased'> {
  startedAt: number;
  /** What it paid in all: `reward` less `rewardReleased`. */
  earned: string;
}

/** `/rewards/:account`. */
export interface RewardTotals {
  /** Every reward paid (claims, and what closes paid). */
  claimed: string;
  claims: number;
  closedEarned: string;
  closedPositions: number;
}

export interface AccountRewards {
  totals: RewardTotals;
  /** The latest closed first: every one closed since the read's `since`, the first page at least. */
  closed: ClosedPosition[];
}

/** The pool after a block with staking events (`/pool/series`). */
export interface PoolBlock {
  blockNumber: number;
  timestamp: number;
  totalDeposited: string;
  totalLocked: string;
  rewardPool: string;
  rewardsReserved: string;
  rewardsFunded: string;
  rewardsPaid: string;
  openPositions: number;
}

/** A tier's APR setting (`/pool/apr-changes`), the deployment's own included. */
export type AprChange = EventPlace & { tier: number; aprBps: number };

/** `/collection/mints`, newest first. */
export type MintedBear = EventPlace & { tokenId: string; minter: `0x${string}` };

export interface SeriesPoint {
  timestamp: number;
  values: readonly number[];
  /** Exact decimal strings (base units or counts), for the table and the labels. */
  exact: readonly string[];
}

/** `/collection/series`. */
export type CollectionPoint = { blockNumber: number; timestamp: number; totalMinted: number };
