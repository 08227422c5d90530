// The indexer's tables. All are Ponder onchain tables: Ponder rewinds them on a reorg and
// resumes them after a restart. Amounts are token wei (uint256 as bigint); times are block
// timestamps in seconds; `day` is the UTC day's first second.
import { index, onchainTable, primaryKey, type PgColumnsBuilders } from 'ponder';

/** Columns every event row has: where and when it happened. */
const eventColumns = (t: PgColumnsBuilders) => ({
  blockNumber: t.bigint().notNull(),
  logIndex: t.integer().notNull(),
  timestamp: t.bigint().notNull(),
  transactionHash: t.hex().notNull(),
});

/** One row per staking position, as opened (BearStaking `Staked`). */
export const stake = onchainTable(
  'stake',
  (t) => ({
    positionId: t.bigint().primaryKey(),
    account: t.hex().notNull(),
    amount: t.bigint().notNull(),
    tier: t.integer().notNull(),
    aprBps: t.integer().notNull(),
    /** The lock: 0 for the flexible tier (its one-day hold is not a lock). */
    lockSeconds: t.integer().notNull(),
    unlocksAt: t.bigint().notNull(),
    /** The whole term's reward, reserved from the pool when the position opened. */
    reward: t.bigint().notNull(),
    ...eventColumns(t),
  }),
  (table) => ({ byAccount: index().on(table.account, table.blockNumber, table.logIndex) }),
);

/** Rewards paid (BearStaking `RewardsClaimed`; an unstake pays what accrued through it too). */
export const claim = onchainTable(
  'claim',
  (t) => ({
    id: t.text().primaryKey(),
    positionId: t.bigint().notNull(),
    account: t.hex().notNull(),
    amount: t.bigint().notNull(),
    ...eventColumns(t),
  }),
  (table) => ({ byAccount: index().on(table.account, table.blockNumber, table.logIndex) }),
);

/** Closed positions (BearStaking `Unstaked`): principal returned, reward paid and released. */
export const unstake = onchainTable(
  'unstake',
  (t) => ({
    positionId: t.bigint().primaryKey(),
    account: t.hex().notNull(),
    amount: t.bigint().notNull(),
    rewardPaid: t.bigint().notNull(),
    rewardReleased: t.bigint().notNull(),
    ...eventColumns(t),
  }),
  (table) => ({ byAccount: index().on(table.account, table.blockNumber, table.logIndex) }),
);

/** What an activity row adds to its place, by kind (amounts and ids as decimal strings). */
export type ActivityDetails =
  | {
      positionId: string;
      amount: string;
      tier: number;
      aprBps: number;
      lockSeconds: number;
      unlocksAt: number;
      reward: string;
    }
  | { positionId: string; amount: string }
  | { positionId: string; amount: string; rewardPaid: string; rewardReleased: string }
  | { firstTokenId: string; quantity: number; tokenIds: string[] };

/**
 * Every stake, claim, unstake and mint again, as the API gives it: one account's history is
 * one index scan of one table (the four tables merged at each request cost the database about
 * twice the CPU on PGlite).
 */
export const activity = onchainTable(
  'activity',
  (t) => ({
    id: t.text().primaryKey(),
    kind: t.text().$type<'stake' | 'claim' | 'unstake' | 'mint'>().notNull(),
    account: t.hex().notNull(),
    details: t.json().$type<ActivityDetails>().notNull(),
    ...eventColumns(t),
  }),
  (table) => ({ byAccount: index().on(table.account, table.blockNumber, table.logIndex) }),
);

/** One row per mint transaction's batch (BearNft `BearsMinted`). */
export const mint = onchainTable(
  'mint',
  (t) => ({
    id: t.text().primaryKey(),
    account: t.hex().notNull(),
    firstTokenId: t.bigint().notNull(),
    quantity: t.integer().notNull(),
    ...eventColumns(t),
  }),
  (table) => ({ byAccount: index().on(table.account, table.blockNumber, table.logIndex) }),
);

/** One row per bear, by token id: who minted it, when. */
export const bear = onchainTable(
  'bear',
  (t) => ({
    tokenId: t.bigint().primaryKey(),
    minter: t.hex().notNull(),
    ...eventColumns(t),
  }),
  (table) => ({ byBlock: index().on(table.blockNumber) }),
);

/** Tier APR settings (BearStaking `TierAprSet`, the constructor's included). */
export const aprChange = onchainTable(
  'apr_change',
  (t) => ({
    id: t.text().primaryKey(),
    tier: t.integer().notNull(),
    aprBps: t.integer().notNull(),
    ...eventColumns(t),
  }),
  (table) => ({ byBlock: index().on(table.blockNumber, table.logIndex) }),
);

/** Reward pool top-ups (BearStaking `RewardsFunded`). */
export const rewardFunding = onchainTable('reward_funding', (t) => ({
  id: t.text().primaryKey(),
  funder: t.hex().notNull(),
  amount: t.bigint().notNull(),
  ...eventColumns(t),
}));

/** Token movements (BearToken `Transfer`), mints and burns included. */
export const tokenTransfer = onchainTable(
  'token_transfer',
  (t) => ({
    id: t.text().primaryKey(),
    from: t.hex().notNull(),
    to: t.hex().notNull(),
    amount: t.bigint().notNull(),
    ...eventColumns(t),
  }),
  (table) => ({
    byFrom: index().on(table.from, table.blockNumber, table.logIndex),
    byTo: index().on(table.to, table.blockNumber, table.logIndex),
  }),
);

/** The staking contract's totals, as its `stats()` gives them, after the last indexed event. */
const poolTotals = (t: PgColumnsBuilders) => ({
  totalDeposited: t.bigint().notNull(),
  /** Principal whose lock had not ended at this time (see `lock_entry`). */
  totalLocked: t.bigint().notNull(),
  /** Funded and not yet promised to a position: what new stakes can reserve. */
  rewardPool: t.bigint().notNull(),
  rewardsReserved: t.bigint().notNull(),
  rewardsFunded: t.bigint().notNull(),
  rewardsPaid: t.bigint().notNull(),
  openPositions: t.integer().notNull(),
});

/** The current totals (one row, keyed by the staking contract's address). */
export const pool = onchainTable('pool', (t) => ({
  address: t.hex().primaryKey(),
  ...poolTotals(t),
  /** The earliest unlock time still ahead among the locked tiers; null when none is locked. */
  nextUnlockAt: t.bigint(),
  blockNumber: t.bigint().notNull(),
  timestamp: t.bigint().notNull(),
}));

/** The totals after the last staking event of each block that has one. */
export const poolBlock = onchainTable('pool_block', (t) => ({
  blockNumber: t.bigint().primaryKey(),
  timestamp: t.bigint().notNull(),
  ...poolTotals(t),
}));

/** Per UTC day with staking events: the totals after its last one and the day's flows. */
export const poolDay = onchainTable('pool_day', (t) => ({
  day: t.bigint().primaryKey(),
  ...poolTotals(t),
  lastBlockNumber: t.bigint().notNull(),
  stakes: t.integer().notNull(),
  amountStaked: t.bigint().notNull(),
  claims: t.integer().notNull(),
  rewardsClaimed: t.bigint().notNull(),
  unstakes: t.integer().notNull(),
  amountUnstaked: t.bigint().notNull(),
  rewardsFundedInDay: t.bigint().notNull(),
}));

/** Per UTC day with mints: bears minted that day and in all up to its end. */
export const collectionDay = onchainTable('collection_day', (t) => ({
  day: t.bigint().primaryKey(),
  minted: t.integer().notNull(),
  totalMinted: t.integer().notNull(),
  lastBlockNumber: t.bigint().notNull(),
}));

/**
 * Locked principal over time, without a keeper: within one locked tier every position has the
 * same lock, so unlock times never decrease in stake order (the contract's own method). Each
 * locked tier is a queue of (unlock time, amount); `lock_lane` holds its head and tail.
 */
export const lockEntry = onchainTable(
  'lock_entry',
  (t) => ({
    tier: t.integer().notNull(),
    seq: t.integer().notNull(),
    unlocksAt: t.bigint().notNull(),
    amount: t.bigint().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.tier, table.seq] }) }),
);

export const lockLane = onchainTable('lock_lane', (t) => ({
  tier: t.integer().primaryKey(),
  /** The first entry still locked. */
  head: t.integer().notNull(),
  /** The next entry's sequence number. */
  tail: t.integer().notNull(),
}));
