import type { PublicClient } from 'viem';
import {
  TRANSACTION_DROP_CHECK_INTERVAL_MS,
  TRANSACTION_DROP_CONFIRMING_MISSES,
  TRANSACTION_UNSEEN_DROP_AFTER_MS,
} from '@/config/constants';

export type DropWatchClient = Pick<PublicClient, 'getTransaction' | 'getTransactionCount'>;

export interface DropWatchTiming {
  intervalMs: number;
  confirmingMisses: number;
  unseenDropAfterMs: number;
}

const DEFAULT_TIMING: DropWatchTiming = {
  intervalMs: TRANSACTION_DROP_CHECK_INTERVAL_MS,
  confirmingMisses: TRANSACTION_DROP_CONFIRMING_MISSES,
  unseenDropAfterMs: TRANSACTION_UNSEEN_DROP_AFTER_MS,
};

/** By name, not `instanceof`: viem stays out of the first view's JavaScript. */
function isNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionNotFoundError';
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Resolves true once the node has forgotten a pending transaction: it is neither mined nor in
 * the mempool, and its nonce was not used by another transaction (that would be a replacement,
 * which the receipt wait reports through viem's `onReplaced`). Resolves false when `signal`
 * aborts (the receipt arrived first). Network errors are ignored: the next check tries again.
 * Without this, a dropped transaction would stay pending until the receipt wait times out.
 */
export async function waitUntilDropped(
  client: DropWatchClient,
  hash: `0x${string}`,
  signal: AbortSignal,
  timing: DropWatchTiming = DEFAULT_TIMING,
): Promise<boolean> {
  let seen: { from: `0x${string}`; nonce: number } | null = null;
  let misses = 0;
  let firstMissAt: number | null = null;
  // The first look is at once: a transaction just sent is in the mempool, and is seen there.
  let first = true;
  while (!signal.aborted) {
    if (!first) await sleep(timing.intervalMs, signal);
    first = false;
    if (signal.aborted) return false;
    try {
      const transaction = await client.getTransaction({ hash });
      if (transaction) seen = { from: transaction.from, nonce: transaction.nonce };
      misses = 0;
      firstMissAt = null;
      continue;
    } catch (error) {
      if (!isNotFound(error)) continue;
    }
    misses += 1;
    firstMissAt ??= Date.now();
    if (seen) {
      try {
        const used = await client.getTransactionCount({ address: seen.from, blockTag: 'latest' });
        // Its nonce is taken: replaced (or the node lags); the receipt wait decides.
        if (used > seen.nonce) continue;
      } catch {
        continue;
      }
      if (misses >= timing.confirmingMisses) return !signal.aborted;
    } else if (Date.now() - firstMissAt >= timing.unseenDropAfterMs) {
      return !signal.aborted;
    }
  }
  return false;
}
