// BearStaking: positions opened, rewards claimed, positions closed, the pool funded, tier APRs
// set. Each event is a row of its own table and a change of the pool's totals.
import { ponder } from 'ponder:registry';
import { aprChange, claim, rewardFunding, stake, unstake } from 'ponder:schema';
import { recordActivity } from './activity';
import { FLEXIBLE_TIER } from './constants';
import { applyToPool } from './poolTotals';

ponder.on('BearStaking:Staked', async ({ event, context }) => {
  const { holder, id, tier, amount, aprBps, unlocksAt, reward } = event.args;
  const { number: blockNumber, timestamp } = event.block;
  const lockSeconds = tier === FLEXIBLE_TIER ? 0 : Number(unlocksAt - timestamp);
  await context.db.insert(stake).values({
    positionId: id,
    account: holder,
    amount,
    tier,
    aprBps,
    lockSeconds,
    unlocksAt,
    reward,
    blockNumber,
    logIndex: event.log.logIndex,
    timestamp,
    transactionHash: event.transaction.hash,
  });
  await recordActivity(context.db, event, 'stake', holder, {
    positionId: id.toString(),
    amount: amount.toString(),
    tier,
    aprBps,
    lockSeconds,
    unlocksAt: Number(unlocksAt),
    reward: reward.toString(),
  });
  await applyToPool(
    context.db,
    { address: event.log.address, blockNumber, timestamp },
    {
      deposited: amount,
      rewardPool: -reward,
      rewardsReserved: reward,
      openPositions: 1,
      ...(tier === FLEXIBLE_TIER ? {} : { lock: { tier, amount, unlocksAt } }),
      day: { stakes: 1, amountStaked: amount },
    },
  );
});

ponder.on('BearStaking:RewardsClaimed', async ({ event, context }) => {
  const { holder, id, amount } = event.args;
  const { number: blockNumber, timestamp } = event.block;
  await context.db.insert(claim).values({
    id: event.id,
    positionId: id,
    account: holder,
    amount,
    blockNumber,
    logIndex: event.log.logIndex,
    timestamp,
    transactionHash: event.transaction.hash,
  });
  await recordActivity(context.db, event, 'claim', holder, {
    positionId: id.toString(),
    amount: amount.toString(),
  });
  await applyToPool(
    context.db,
    { address: event.log.address, blockNumber, timestamp },
    {
      rewardsReserved: -amount,
      rewardsPaid: amount,
      day: { claims: 1, rewardsClaimed: amount },
    },
  );
});

// The reward an unstake pays is its own RewardsClaimed event, emitted just before; here only
// the principal leaves and an early-closed flexible position returns its reservation.
ponder.on('BearStaking:Unstaked', async ({ event, context }) => {
  const { holder, id, amount, rewardPaid, rewardReleased } = event.args;
  const { number: blockNumber, timestamp } = event.block;
  await context.db.insert(unstake).values({
    positionId: id,
    account: holder,
    amount,
    rewardPaid,
    rewardReleased,
    blockNumber,
    logIndex: event.log.logIndex,
    timestamp,
    transactionHash: event.transaction.hash,
  });
  await recordActivity(context.db, event, 'unstake', holder, {
    positionId: id.toString(),
    amount: amount.toString(),
    rewardPaid: rewardPaid.toString(),
    rewardReleased: rewardReleased.toString(),
  });
  await applyToPool(
    context.db,
    { address: event.log.address, blockNumber, timestamp },
    {
      deposited: -amount,
      openPositions: -1,
      rewardsReserved: -rewardReleased,
      rewardPool: rewardReleased,
      day: { unstakes: 1, amountUnstaked: amount },
    },
  );
});

ponder.on('BearStaking:RewardsFunded', async ({ event, context }) => {
  const { funder, amount } = event.args;
  const { number: blockNumber, timestamp } = event.block;
  await context.db.insert(rewardFunding).values({
    id: event.id,
    funder,
    amount,
    blockNumber,
    logIndex: event.log.logIndex,
    timestamp,
    transactionHash: event.transaction.hash,
  });
  await applyToPool(
    context.db,
    { address: event.log.address, blockNumber, timestamp },
    { rewardPool: amount, rewardsFunded: amount, day: { rewardsFundedInDay: amount } },
  );
});

ponder.on('BearStaking:TierAprSet', async ({ event, context }) => {
  await context.db.insert(aprChange).values({
    id: event.id,
    tier: event.args.tier,
    aprBps: event.args.aprBps,
    blockNumber: event.block.number,
    logIndex: event.log.logIndex,
    timestamp: event.block.timestamp,
    transactionHash: event.transaction.hash,
  });
});
