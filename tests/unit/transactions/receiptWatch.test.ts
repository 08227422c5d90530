import { describe, expect, it, vi } from 'vitest';
import { watchTransaction, type SentTransaction } from '@/features/transactions/receiptWatch';
import { FakeNode, SENDER, fakeCall } from '../../support/fakeNode';

const TIMING = {
  firstIntervalMs: 5,
  intervalMs: 5,
  retryDelayMs: 20,
  confirmingMisses: 2,
  unseenDropAfterMs: 80,
  searchBlocksMax: 100_000,
};

/** Starts a watch of `hash`; `outcome` settles when it ends. */
function start(node: FakeNode, hash: `0x${string}`, known?: SentTransaction) {
  const controller = new AbortController();
  const seen: SentTransaction[] = [];
  const outcome = watchTransaction(node.client, hash, {
    signal: controller.signal,
    known,
    onSeen: (sent) => seen.push(sent),
    timing: TIMING,
  });
  return { outcome, seen, abort: () => controller.abort() };
}

/** Lets the watch make a few rounds of reads. */
async function rounds(node: FakeNode, count = 3) {
  const before = node.calls.filter((call) => call === 'getTransactionReceipt').length;
  await vi.waitFor(() =>
    expect(
      node.calls.filter((call) => call === 'getTransactionReceipt').length,
    ).toBeGreaterThanOrEqual(before + count),
  );
}

/** A call (nonce 0) sent to a fresh node and watched for a few rounds, still pending. */
async function watchingPendingCall() {
  const node = new FakeNode();
  const tx = fakeCall(1, 0);
  node.send(tx);
  const watch = start(node, tx.hash);
  await rounds(node);
  return { node, tx, watch };
}

describe('following a sent transaction', () => {
  it('behavior: mined successfully ends with its own receipt', async () => {
    const { node, tx, watch } = await watchingPendingCall();
    node.mine();
    await expect(watch.outcome).resolves.toEqual({
      status: 'success',
      reason: 'mined',
      minedHash: tx.hash,
    });
  });

  it('behavior: mined and reverted ends reverted', async () => {
    const node = new FakeNode();
    const tx = fakeCall(1, 0, { reverts: true });
    node.send(tx);
    node.mine();
    await expect(start(node, tx.hash).outcome).resolves.toMatchObject({ status: 'reverted' });
  });

  it('contract: the first sighting reports sender, nonce, call and the block it was seen at, once', async () => {
    const node = new FakeNode();
    node.mine(4);
    const tx = fakeCall(1, 0);
    node.send(tx);
    const watch = start(node, tx.hash);
    await rounds(node, 4);
    expect(watch.seen).toEqual([
      {
        from: SENDER,
        nonce: 0,
        to: tx.to,
        value: tx.value.toString(),
        input: tx.input,
        seenAtBlock: '5',
      },
    ]);
    watch.abort();
    await expect(watch.outcome).resolves.toBeNull();
  });

  it('behavior: sped up (same call, same nonce, higher fee) takes the replacement’s receipt, found among many blocks', async () => {
    const node = new FakeNode();
    node.send(fakeCall(100, 0));
    node.mine(30);
    const tx = fakeCall(1, 1);
    node.send(tx);
    const watch = start(node, tx.hash);
    await rounds(node);
    node.advance(17);
    node.send(fakeCall(2, 1));
    node.mine(9);
    node.advance(40);
    await expect(watch.outcome).resolves.toEqual({
      status: 'success',
      reason: 'repriced',
      minedHash: fakeCall(2, 1).hash,
    });
  });

  it('behavior: cancelled (0 to itself with the same nonce) ends failed as cancelled', async () => {
    const { node, watch } = await watchingPendingCall();
    node.send(fakeCall(2, 0, { to: SENDER, value: 0n, input: '0x' }));
    node.mine();
    await expect(watch.outcome).resolves.toEqual({ status: 'failed', reason: 'cancelled' });
  });

  it('behavior: replaced by another call ends failed as replaced', async () => {
    const { node, watch } = await watchingPendingCall();
    node.send(fakeCall(2, 0, { input: '0xdeadbeef' }));
    node.mine();
    await expect(watch.outcome).resolves.toEqual({ status: 'failed', reason: 'replaced' });
  });

  it('behavior: a speed-up still waiting in the mempool is not a drop, however long it waits', async () => {
    const { node, watch } = await watchingPendingCall();
    node.send(fakeCall(2, 0));
    await rounds(node, 6);
    node.mine();
    await expect(watch.outcome).resolves.toMatchObject({ status: 'success', reason: 'repriced' });
  });

  it('behavior: seen, then unknown twice with its nonce free, is dropped', async () => {
    const { node, tx, watch } = await watchingPendingCall();
    node.drop(tx.hash);
    await expect(watch.outcome).resolves.toEqual({ status: 'failed', reason: 'dropped' });
  });

  it('behavior: one miss between two sightings is not a drop (a lagging node)', async () => {
    const node = new FakeNode();
    const tx = fakeCall(1, 0);
    node.send(tx);
    const getTransaction = node.client.getTransaction;
    let lookups = 0;
    node.client.getTransaction = async (args) => {
      lookups += 1;
      if (lookups === 3) return getTransaction({ hash: fakeCall(9, 9).hash });
      return getTransaction(args);
    };
    const watch = start(node, tx.hash);
    await vi.waitFor(() => expect(lookups).toBeGreaterThanOrEqual(6));
    watch.abort();
    await expect(watch.outcome).resolves.toBeNull();
  });

  it('behavior: never seen by the node, it is dropped only after the long unseen delay', async () => {
    const node = new FakeNode();
    const startedAt = Date.now();
    const outcome = await start(node, fakeCall(1, 0).hash).outcome;
    expect(outcome).toEqual({ status: 'failed', reason: 'dropped' });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(TIMING.unseenDropAfterMs);
  });

  it('behavior: after a reload, a speed-up mined while the page was closed is recognised from the recorded sighting', async () => {
    const node = new FakeNode();
    const tx = fakeCall(1, 0);
    node.send(tx);
    const first = start(node, tx.hash);
    await rounds(node);
    first.abort();
    const recorded = first.seen[0];
    expect(recorded).toBeDefined();
    node.send(fakeCall(2, 0));
    node.mine(3);

    const afterReload = start(node, tx.hash, recorded);
    await expect(afterReload.outcome).resolves.toMatchObject({
      status: 'success',
      reason: 'repriced',
    });
    expect(afterReload.seen).toEqual([]);
  });

  it('behavior: a node that keeps no past state still finds a recent replacement', async () => {
    const node = new FakeNode();
    node.mine(20);
    const tx = fakeCall(1, 0);
    node.send(tx);
    const watch = start(node, tx.hash);
    await rounds(node);
    node.forgetHistory();
    node.send(fakeCall(2, 0));
    node.mine(2);
    await expect(watch.outcome).resolves.toMatchObject({ status: 'success', reason: 'repriced' });
  });

  it('behavior: network errors pause the watch, which then goes on', async () => {
    const node = new FakeNode();
    const tx = fakeCall(1, 0);
    node.send(tx);
    node.failNextReads(5);
    const watch = start(node, tx.hash);
    await vi.waitFor(() => expect(node.calls.length).toBeGreaterThanOrEqual(8));
    node.mine();
    await expect(watch.outcome).resolves.toMatchObject({ status: 'success', reason: 'mined' });
  });
});
