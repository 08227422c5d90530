// BearNft: each mint call emits one BearsMinted for its consecutive token ids.
import { ponder } from 'ponder:registry';
import { bear, collectionDay, mint } from 'ponder:schema';
import { recordActivity } from './activity';
import { dayOf } from './constants';

ponder.on('BearNft:BearsMinted', async ({ event, context }) => {
  const { minter, firstTokenId, quantity } = event.args;
  const { number: blockNumber, timestamp } = event.block;
  const place = {
    blockNumber,
    logIndex: event.log.logIndex,
    timestamp,
    transactionHash: event.transaction.hash,
  };
  const count = Number(quantity);
  await context.db
    .insert(mint)
    .values({ id: event.id, account: minter, firstTokenId, quantity: count, ...place });
  const tokenIds = Array.from({ length: count }, (_, offset) => firstTokenId + BigInt(offset));
  await context.db.insert(bear).values(tokenIds.map((tokenId) => ({ tokenId, minter, ...place })));
  await recordActivity(context.db, event, 'mint', minter, {
    firstTokenId: firstTokenId.toString(),
    quantity: count,
    tokenIds: tokenIds.map(String),
  });
  // Token ids count up from 1 in mint order: the last id minted is the total so far.
  const totalMinted = Number(firstTokenId) + count - 1;
  await context.db
    .insert(collectionDay)
    .values({ day: dayOf(timestamp), minted: count, totalMinted, lastBlockNumber: blockNumber })
    .onConflictDoUpdate((row) => ({
      minted: row.minted + count,
      totalMinted,
      lastBlockNumber: blockNumber,
    }));
});
