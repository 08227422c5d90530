// The activity read model: each stake, claim, unstake and mint also becomes a row of
// `activity`, in the shape the API serves (see ponder.schema.ts).
import type { Context } from 'ponder:registry';
import { activity, type ActivityDetails } from 'ponder:schema';

interface ActivityEvent {
  id: string;
  block: { number: bigint; timestamp: bigint };
  log: { logIndex: number };
  transaction: { hash: `0x${string}` };
}

export async function recordActivity(
  db: Context['db'],
  event: ActivityEvent,
  kind: (typeof activity.$inferInsert)['kind'],
  account: `0x${string}`,
  details: ActivityDetails,
): Promise<void> {
  await db.insert(activity).values({
    id: event.id,
    kind,
    account,
    details,
    blockNumber: event.block.number,
    logIndex: event.log.logIndex,
    timestamp: event.block.timestamp,
    transactionHash: event.transaction.hash,
  });
}
