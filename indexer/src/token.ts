// BearToken: every transfer, mints and burns included.
import { ponder } from 'ponder:registry';
import { tokenTransfer } from 'ponder:schema';

ponder.on('BearToken:Transfer', async ({ event, context }) => {
  await context.db.insert(tokenTransfer).values({
    id: event.id,
    from: event.args.from,
    to: event.args.to,
    amount: event.args.value,
    blockNumber: event.block.number,
    logIndex: event.log.logIndex,
    timestamp: event.block.timestamp,
    transactionHash: event.transaction.hash,
  });
});
