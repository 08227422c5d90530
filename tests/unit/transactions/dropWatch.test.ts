import { TransactionNotFoundError } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { waitUntilDropped, type DropWatchClient } from '@/features/transactions/dropWatch';

const HASH = `0x${'12'.repeat(32)}` as const;
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const;
const TIMING = { intervalMs: 5, confirmingMisses: 2, unseenDropAfterMs: 60 };

/** A node whose answers follow a script: 'pending' (in the mempool) or 'unknown'. */
function scriptedNode(script: ('pending' | 'unknown')[], nonceUsed = 3) {
  let call = 0;
  const client = {
    getTransaction: vi.fn(async () => {
      const step = script[Math.min(call, script.length - 1)];
      call += 1;
      if (step === 'unknown') throw new TransactionNotFoundError({ hash: HASH });
      return { from: FROM, nonce: 3 };
    }),
    getTransactionCount: vi.fn(async () => nonceUsed),
  };
  return client as unknown as DropWatchClient & typeof client;
}

describe('dropped transactions', () => {
  it('behavior: a transaction seen in the mempool, then unknown twice with its nonce unused, is dropped', async () => {
    const client = scriptedNode(['pending', 'unknown', 'unknown']);
    await expect(waitUntilDropped(client, HASH, new AbortController().signal, TIMING)).resolves.toBe(true);
    expect(client.getTransaction).toHaveBeenCalledTimes(3);
  });

  it('behavior: one miss between two sightings is not a drop (a lagging node)', async () => {
    const controller = new AbortController();
    const client = scriptedNode(['pending', 'unknown', 'pending', 'unknown', 'pending', 'pending']);
    const result = waitUntilDropped(client, HASH, controller.signal, TIMING);
    await vi.waitFor(() => expect(client.getTransaction.mock.calls.length).toBeGreaterThanOrEqual(6));
    controller.abort();
    await expect(result).resolves.toBe(false);
  });

  it('behavior: a transaction whose nonce was used by another (replaced) is left to the receipt wait', async () => {
    const controller = new AbortController();
    const client = scriptedNode(['pending', 'unknown'], 4);
    const result = waitUntilDropped(client, HASH, controller.signal, TIMING);
    await vi.waitFor(() => expect(client.getTransactionCount.mock.calls.length).toBeGreaterThanOrEqual(3));
    controller.abort();
    await expect(result).resolves.toBe(false);
  });

  it('behavior: a transaction never seen is dropped only after the long unseen delay', async () => {
    const client = scriptedNode(['unknown']);
    const startedAt = Date.now();
    await expect(waitUntilDropped(client, HASH, new AbortController().signal, TIMING)).resolves.toBe(true);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(TIMING.unseenDropAfterMs);
    expect(client.getTransactionCount).not.toHaveBeenCalled();
  });

  it('behavior: network errors are not drops', async () => {
    const controller = new AbortController();
    const client = {
      getTransaction: vi.fn(async () => {
        throw new Error('fetch failed');
      }),
      getTransactionCount: vi.fn(),
    } as unknown as DropWatchClient & { getTransaction: ReturnType<typeof vi.fn> };
    const result = waitUntilDropped(client, HASH, controller.signal, TIMING);
    await vi.waitFor(() => expect(client.getTransaction.mock.calls.length).toBeGreaterThanOrEqual(20));
    controller.abort();
    await expect(result).resolves.toBe(false);
  });
});
