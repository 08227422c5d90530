import { describe, expect, it, vi } from 'vitest';
import {
  watchConfirmation,
  watchTransaction,
  type SentTransaction,
} from '@/features/transactions/receiptWatch';
import { FakeNode, SENDER, fakeCall } from '../../support/fakeNode';

const TIMING = {
  intervalMs: 5,
  waitMs: 40,
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

/** Lets the watch look at the transaction itself a few times. */
async function rounds(node: FakeNode, count = 3) {
  const lookups = () => node.calls.filter((call) => call === 'getTransaction').length;
  const before = lookups();
  await vi.waitFor(() => expect(lookups()).toBeGreaterThanOrEqual(before + count));
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
  it('behavior: mined successfully ends with its own receipt and the block it is in', async () => {
    const { node, tx, watch } = await watchingPendingCall();
    node.mine(2);
    await expect(watch.outcome).resolves.toEqual({
      status: 'success',
      reason: 'mined',
      minedHash: tx.hash,
      minedIn: { transactionHash: tx.hash, blockHash: node.blocks[3]!.hash, blockNumber: '3' },
    });
  });

  it('behavior: already mined when the watch starts, it ends at the first look', async () => {
    const node = new FakeNode();
    const tx = fakeCall(1, 0);
    node.send(tx);
    node.mine();
    await expect(start(node, tx.hash).outcome).resolves.toMatchObject({ reason: 'mined' });
    expect(node.calls[0]).toBe('getTransactionReceipt');
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
    await expect(watch.outcome).resolves.toMatchObject({
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
    const answer = node.request.bind(node);
    let lookups = 0;
    node.request = (method, params) => {
      if (method !== 'eth_getTransactionByHash') return answer(method, params);
      lookups += 1;
      return answer(method, lookups === 3 ? [fakeCall(9, 9).hash] : params);
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

  it('behavior: a speed-up mined while the watch looks is found in its block', async () => {
    const { node, watch } = await watchingPendingCall();
    node.send(fakeCall(2, 0));
    node.mine();
    await expect(watch.outcome).resolves.toMatchObject({
      status: 'success',
      reason: 'repriced',
      minedHash: fakeCall(2, 0).hash,
    });
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

describe('checking a confirmed transaction’s block', () => {
  /** A call mined in block 1 of a fresh node, and where it was mined. */
  function minedCall() {
    const node = new FakeNode();
    const tx = fakeCall(1, 0);
    node.send(tx);
    node.mine();
    const minedIn = { transactionHash: tx.hash, blockHash: node.blocks[1]!.hash, blockNumber: '1' };
    return { node, tx, minedIn };
  }

  function check(node: FakeNode, minedIn: Parameters<typeof watchConfirmation>[1]) {
    const controller = new AbortController();
    const verdict = watchConfirmation(node.client, minedIn, {
      signal: controller.signal,
      depthBlocks: 3,
      intervalMs: 5,
    });
    return { verdict, abort: () => controller.abort() };
  }

  it('behavior: final once its block is as deep as the reorganisation depth, checked at each new block', async () => {
    const { node, minedIn } = minedCall();
    const { verdict } = check(node, minedIn);
    let settled = false;
    void verdict.then(() => (settled = true));
    await vi.waitFor(() => expect(node.calls).toContain('getTransactionReceipt'));
    node.advance(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(settled).toBe(false);
    node.advance(1);
    await expect(verdict).resolves.toBe('final');
  });

  it('behavior: a reorganisation that removes its block makes it reorged at the next block', async () => {
    const { node, minedIn } = minedCall();
    const { verdict } = check(node, minedIn);
    await vi.waitFor(() => expect(node.calls).toContain('getTransactionReceipt'));
    node.reorg(1);
    node.advance(1);
    await expect(verdict).resolves.toBe('reorged');
  });

  it('behavior: mined again in another block is reorged too (its block is gone)', async () => {
    const { node, tx, minedIn } = minedCall();
    node.reorg(1);
    node.send(tx);
    node.mine();
    await expect(check(node, minedIn).verdict).resolves.toBe('reorged');
  });

  it('behavior: a failed read waits for the next block; a stopped check ends null', async () => {
    const { node, minedIn } = minedCall();
    node.failNextReads(3);
    const { verdict, abort } = check(node, minedIn);
    await vi.waitFor(() => expect(node.calls.length).toBeGreaterThan(4));
    abort();
    await expect(verdict).resolves.toBeNull();
  });
});
