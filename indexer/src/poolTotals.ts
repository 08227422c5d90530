// The staking pool's totals, kept as the contract keeps them, plus their per-block and per-day
// samples. Every staking handler goes through `applyToPool` once per event.
import type { Context } from 'ponder:registry';
import { lockEntry, lockLane, pool, poolBlock, poolDay } from 'ponder:schema';
import { dayOf, FLEXIBLE_TIER, LOCKED_TIERS } from './constants';

type Db = Context['db'];
type PoolRow = typeof pool.$inferSelect;

/** What one event changes in the totals (all deltas default to zero). */
export interface PoolChange {
  deposited?: bigint;
  rewardPool?: bigint;
  rewardsReserved?: bigint;
  rewardsFunded?: bigint;
  rewardsPaid?: bigint;
  openPositions?: number;
  /** A stake into a locked tier: appended to that tier's unlock queue. */
  lock?: { tier: number; amount: bigint; unlocksAt: bigint };
  /** The day's flows. */
  day?: Partial<
    Pick<
      typeof poolDay.$inferInsert,
      | 'stakes'
      | 'amountStaked'
      | 'claims'
      | 'rewardsClaimed'
      | 'unstakes'
      | 'amountUnstaked'
      | 'rewardsFundedInDay'
    >
  >;
}

/** Where the event happened (Ponder's event block and log). */
export interface EventPlace {
  address: `0x${string}`;
  blockNumber: bigint;
  timestamp: bigint;
}

const emptyPool = (address: `0x${string}`): PoolRow => ({
  address,
  totalDeposited: 0n,
  totalLocked: 0n,
  rewardPool: 0n,
  rewardsReserved: 0n,
  rewardsFunded: 0n,
  rewardsPaid: 0n,
  openPositions: 0,
  nextUnlockAt: null,
  blockNumber: 0n,
  timestamp: 0n,
});

/**
 * Releases every queued lock whose unlock time is at or before `now` (the contract counts a
 * position locked while `block.timestamp < unlocksAt`). Block times never go back, so each
 * entry is released once. Returns the locked total and the next unlock time.
 */
async function releaseLocks(
  db: Db,
  totalLocked: bigint,
  nextUnlockAt: bigint | null,
  now: bigint,
): Promise<{ totalLocked: bigint; nextUnlockAt: bigint | null }> {
  if (nextUnlockAt === null || nextUnlockAt > now) return { totalLocked, nextUnlockAt };
  let locked = totalLocked;
  let next: bigint | null = null;
  for (const tier of LOCKED_TIERS) {
    const lane = await db.find(lockLane, { tier });
    if (!lane) continue;
    let head = lane.head;
    while (head < lane.tail) {
      const entry = await db.find(lockEntry, { tier, seq: head });
      if (!entry) throw new Error(`lock queue of tier ${tier} has no entry ${head}`);
      if (entry.unlocksAt > now) {
        if (next === null || entry.unlocksAt < next) next = entry.unlocksAt;
        break;
      }
      locked -= entry.amount;
      head += 1;
    }
    if (head !== lane.head) await db.update(lockLane, { tier }).set({ head });
  }
  return { totalLocked: locked, nextUnlockAt: next };
}

/** Appends a locked stake to its tier's queue; true when the queue was empty before. */
async function queueLock(db: Db, lock: NonNullable<PoolChange['lock']>): Promise<boolean> {
  if (lock.tier === FLEXIBLE_TIER) throw new Error('the flexible tier has no lock');
  const lane = (await db.find(lockLane, { tier: lock.tier })) ?? {
    tier: lock.tier,
    head: 0,
    tail: 0,
  };
  await db
    .insert(lockEntry)
    .values({ tier: lock.tier, seq: lane.tail, unlocksAt: lock.unlocksAt, amount: lock.amount });
  await db
    .insert(lockLane)
    .values({ ...lane, tail: lane.tail + 1 })
    .onConflictDoUpdate({ tail: lane.tail + 1 });
  return lane.head === lane.tail;
}

/** Applies one event's change to the pool and writes its block and day samples. */
export async function applyToPool(db: Db, place: EventPlace, change: PoolChange): Promise<void> {
  const current = (await db.find(pool, { address: place.address })) ?? emptyPool(place.address);
  const released = await releaseLocks(
    db,
    current.totalLocked,
    current.nextUnlockAt,
    place.timestamp,
  );
  let { totalLocked, nextUnlockAt } = released;
  if (change.lock) {
    const wasEmpty = await queueLock(db, change.lock);
    totalLocked += change.lock.amount;
    // Within a tier later stakes unlock later: only a queue's first entry can be the earliest.
    if (wasEmpty && (nextUnlockAt === null || change.lock.unlocksAt < nextUnlockAt)) {
      nextUnlockAt = change.lock.unlocksAt;
    }
  }
  const totals = {
    totalDeposited: current.totalDeposited + (change.deposited ?? 0n),
    totalLocked,
    rewardPool: current.rewardPool + (change.rewardPool ?? 0n),
    rewardsReserved: current.rewardsReserved + (change.rewardsReserved ?? 0n),
    rewardsFunded: current.rewardsFunded + (change.rewardsFunded ?? 0n),
    rewardsPaid: current.rewardsPaid + (change.rewardsPaid ?? 0n),
    openPositions: current.openPositions + (change.openPositions ?? 0),
  };
  const { blockNumber, timestamp } = place;
  const next: PoolRow = { address: place.address, ...totals, nextUnlockAt, blockNumber, timestamp };
  await db.insert(pool).values(next).onConflictDoUpdate(next);

  await db
    .insert(poolBlock)
    .values({ blockNumber, timestamp, ...totals })
    .onConflictDoUpdate({ timestamp, ...totals });

  const flows = change.day ?? {};
  await db
    .insert(poolDay)
    .values({
      day: dayOf(timestamp),
      ...totals,
      lastBlockNumber: blockNumber,
      stakes: flows.stakes ?? 0,
      amountStaked: flows.amountStaked ?? 0n,
      claims: flows.claims ?? 0,
      rewardsClaimed: flows.rewardsClaimed ?? 0n,
      unstakes: flows.unstakes ?? 0,
      amountUnstaked: flows.amountUnstaked ?? 0n,
      rewardsFundedInDay: flows.rewardsFundedInDay ?? 0n,
    })
    .onConflictDoUpdate((row) => ({
      ...totals,
      lastBlockNumber: blockNumber,
      stakes: row.stakes + (flows.stakes ?? 0),
      amountStaked: row.amountStaked + (flows.amountStaked ?? 0n),
      claims: row.claims + (flows.claims ?? 0),
      rewardsClaimed: row.rewardsClaimed + (flows.rewardsClaimed ?? 0n),
      unstakes: row.unstakes + (flows.unstakes ?? 0),
      amountUnstaked: row.amountUnstaked + (flows.amountUnstaked ?? 0n),
      rewardsFundedInDay: row.rewardsFundedInDay + (flows.rewardsFundedInDay ?? 0n),
    }));
}
