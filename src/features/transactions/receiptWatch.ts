import type { Address, Hash, Hex } from 'viem';
import {
  TRANSACTION_CHECK_INTERVAL_MS,
  TRANSACTION_FIRST_CHECK_MS,
  TRANSACTION_DROP_CONFIRMING_MISSES,
  TRANSACTION_REPLACEMENT_SEARCH_BLOCKS_MAX,
  TRANSACTION_UNSEEN_DROP_AFTER_MS,
  TRANSACTION_WATCH_RETRY_DELAY_MS,
} from '@/config/constants';

/**
 * What identifies a sent transaction once the node has shown it: its sender and nonce (a
 * replacement reuses them) and its call (a mere speed-up repeats it). Recorded with the
 * transaction, so a watch that starts again after a reload still recognises a replacement.
 * Amounts as decimal strings, block numbers too (stored in visitors' browsers as JSON).
 */
export interface SentTransaction {
  from: Address;
  nonce: number;
  to: Address | null;
  value: string;
  input: Hex;
  /** The chain's latest block when the transaction was first seen pending (or mined in). */
  seenAtBlock: string;
}

/** A transaction as the node returns it (the fields the watch reads). */
export interface NodeTransaction {
  hash: Hash;
  from: Address;
  nonce: number;
  to: Address | null;
  value: bigint;
  input: Hex;
  blockNumber: bigint | null;
}

/** The reads the watch makes (a subset of viem's public client). */
export interface ReceiptWatchClient {
  getTransactionReceipt(args: { hash: Hash }): Promise<{ status: 'success' | 'reverted' }>;
  getTransaction(args: { hash: Hash }): Promise<NodeTransaction>;
  getTransactionCount(args: {
    address: Address;
    blockTag?: 'latest' | 'pending';
    blockNumber?: bigint;
  }): Promise<number>;
  getBlockNumber(args?: { cacheTime?: number }): Promise<bigint>;
  getBlock(args: {
    blockNumber: bigint;
    includeTransactions: true;
  }): Promise<{ transactions: readonly NodeTransaction[] }>;
}

/**
 * How a watched transaction ended:
 * - `mined`: its own receipt (success or reverted);
 * - `repriced`: replaced by the same call at a higher fee (a wallet's "speed up"), which then
 *   carries the outcome;
 * - `replaced` / `cancelled`: its nonce went to another call (a "cancel" sends 0 to oneself);
 * - `dropped`: the node forgot it and its nonce is still free.
 */
export type WatchOutcome =
  | { status: 'success' | 'reverted'; reason: 'mined' | 'repriced'; minedHash: Hash }
  | { status: 'failed'; reason: 'replaced' | 'cancelled' | 'dropped' };

export interface ReceiptWatchTiming {
  /** The first pause; each next one doubles, up to `intervalMs`. */
  firstIntervalMs: number;
  intervalMs: number;
  retryDelayMs: number;
  confirmingMisses: number;
  unseenDropAfterMs: number;
  searchBlocksMax: number;
}

/** Blocks looked through, newest first, when the node cannot answer for past blocks. */
const REPLACEMENT_SCAN_FALLBACK_BLOCKS = 8;

const DEFAULT_TIMING: ReceiptWatchTiming = {
  firstIntervalMs: TRANSACTION_FIRST_CHECK_MS,
  intervalMs: TRANSACTION_CHECK_INTERVAL_MS,
  retryDelayMs: TRANSACTION_WATCH_RETRY_DELAY_MS,
  confirmingMisses: TRANSACTION_DROP_CONFIRMING_MISSES,
  unseenDropAfterMs: TRANSACTION_UNSEEN_DROP_AFTER_MS,
  searchBlocksMax: TRANSACTION_REPLACEMENT_SEARCH_BLOCKS_MAX,
};

export interface ReceiptWatchOptions {
  signal: AbortSignal;
  /** What an earlier watch recorded (after a reload); the watch then knows the nonce at once. */
  known?: SentTransaction;
  /** Called once, when the node first shows the transaction: record it. */
  onSeen?: (sent: SentTransaction) => void;
  timing?: Partial<ReceiptWatchTiming>;
}

/** By name, not `instanceof`: viem's error classes stay out of the first view's JavaScript. */
function isError(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
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

/** What `read` returns, or null when it fails with the viem error named `notFound`. */
async function orNull<T>(read: () => Promise<T>, notFound: string): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isError(error, notFound)) return null;
    throw error;
  }
}

const receiptOrNull = (client: ReceiptWatchClient, hash: Hash) =>
  orNull(() => client.getTransactionReceipt({ hash }), 'TransactionReceiptNotFoundError');

const transactionOrNull = (client: ReceiptWatchClient, hash: Hash) =>
  orNull(() => client.getTransaction({ hash }), 'TransactionNotFoundError');

const sameCall = (sent: SentTransaction, other: NodeTransaction) =>
  (sent.to ?? '').toLowerCase() === (other.to ?? '').toLowerCase() &&
  sent.value === other.value.toString() &&
  sent.input.toLowerCase() === other.input.toLowerCase();

/**
 * The transaction that took `sent`'s nonce: the block where the sender's mined-transaction count
 * first exceeds the nonce holds it (a binary search over the blocks since the transaction was
 * seen, at most `searchBlocksMax` back). Null when it cannot be found (older than the window, or
 * the node keeps no state that far back).
 */
async function findReplacement(
  client: ReceiptWatchClient,
  sent: SentTransaction,
  latest: bigint,
  searchBlocksMax: number,
): Promise<NodeTransaction | null> {
  const floor = latest - BigInt(searchBlocksMax) > 0n ? latest - BigInt(searchBlocksMax) : 0n;
  const seenAt = BigInt(sent.seenAtBlock);
  // The nonce was free when the transaction was seen pending, so the replacement came after.
  let low = seenAt > floor ? (seenAt > 0n ? seenAt - 1n : 0n) : floor;
  let high = latest;
  const usedAt = async (blockNumber: bigint) =>
    (await client.getTransactionCount({ address: sent.from, blockNumber })) > sent.nonce;
  const takerIn = async (blockNumber: bigint) => {
    const block = await client.getBlock({ blockNumber, includeTransactions: true });
    return (
      block.transactions.find(
        (candidate) =>
          candidate.from.toLowerCase() === sent.from.toLowerCase() &&
          candidate.nonce === sent.nonce,
      ) ?? null
    );
  };
  try {
    if (await usedAt(low)) return null;
    // Invariant: the nonce is free at `low` and used at `high`.
    while (high - low > 1n) {
      const middle = (low + high) / 2n;
      if (await usedAt(middle)) high = middle;
      else low = middle;
    }
  } catch (error) {
    // A node without the state of past blocks: look through the newest few blocks instead.
    if (isError(error, 'HttpRequestError') || isError(error, 'TimeoutError')) throw error;
    for (
      let back = 0n;
      back < BigInt(REPLACEMENT_SCAN_FALLBACK_BLOCKS) && latest - back >= 0n;
      back += 1n
    ) {
      const taker = await takerIn(latest - back);
      if (taker) return taker;
    }
    return null;
  }
  return takerIn(high);
}

/**
 * Follows one sent transaction until it ends, polling the node soon after it was sent (most
 * chains mine within seconds), then less often, every `intervalMs`:
 * its receipt → mined; otherwise the transaction itself (first sighting recorded through
 * `onSeen`); unknown to the node while its nonce is used → the replacement is looked up and
 * decides (a speed-up carries its receipt's status, anything else fails); unknown with the nonce
 * free on `latest` and on `pending` for `confirmingMisses` lookups in a row spanning at least
 * `intervalMs` → dropped (one miss can be a lagging node behind a load balancer); never seen at all for `unseenDropAfterMs` →
 * dropped. A network error pauses `retryDelayMs`. Resolves null when `signal` aborts.
 */
export async function watchTransaction(
  client: ReceiptWatchClient,
  hash: Hash,
  options: ReceiptWatchOptions,
): Promise<WatchOutcome | null> {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const { signal } = options;
  let sent = options.known ?? null;
  let misses = 0;
  let firstMissAt: number | null = null;
  let interval = Math.min(timing.firstIntervalMs, timing.intervalMs);

  while (!signal.aborted) {
    let pause = interval;
    interval = Math.min(interval * 2, timing.intervalMs);
    try {
      const [receipt, transaction] = await Promise.all([
        receiptOrNull(client, hash),
        sent ? Promise.resolve(undefined) : transactionOrNull(client, hash),
      ]);
      if (signal.aborted) return null;
      if (receipt) return { status: receipt.status, reason: 'mined', minedHash: hash };

      if (transaction && !sent) {
        const seenAtBlock =
          transaction.blockNumber ?? (await client.getBlockNumber({ cacheTime: 0 }));
        sent = {
          from: transaction.from,
          nonce: transaction.nonce,
          to: transaction.to,
          value: transaction.value.toString(),
          input: transaction.input,
          seenAtBlock: seenAtBlock.toString(),
        };
        options.onSeen?.(sent);
      }
      const present = transaction ?? (sent ? await transactionOrNull(client, hash) : null);
      if (present) {
        misses = 0;
        firstMissAt = null;
      } else if (sent) {
        misses += 1;
        firstMissAt ??= Date.now();
        // Misses count once they span a full interval: a lagging node is not a drop.
        const settled =
          misses >= timing.confirmingMisses && Date.now() - firstMissAt >= timing.intervalMs;
        const outcome = await afterMiss(client, sent, timing, settled);
        if (outcome === 'wait') {
          misses = 0;
          firstMissAt = null;
        } else if (outcome) return outcome;
      } else {
        firstMissAt ??= Date.now();
        if (Date.now() - firstMissAt >= timing.unseenDropAfterMs) {
          return { status: 'failed', reason: 'dropped' };
        }
      }
    } catch {
      pause = timing.retryDelayMs;
    }
    await sleep(pause, signal);
  }
  return null;
}

/**
 * A known transaction the node no longer has: replaced (its nonce is used: the replacement
 * decides), about to be replaced (a transaction with its nonce waits in the mempool: 'wait'),
 * dropped (after enough misses), or undecided (null: look again).
 */
async function afterMiss(
  client: ReceiptWatchClient,
  sent: SentTransaction,
  timing: ReceiptWatchTiming,
  missedLongEnough: boolean,
): Promise<WatchOutcome | 'wait' | null> {
  const [minedCount, latest] = await Promise.all([
    client.getTransactionCount({ address: sent.from, blockTag: 'latest' }),
    client.getBlockNumber({ cacheTime: 0 }),
  ]);
  if (minedCount > sent.nonce) {
    const replacement = await findReplacement(client, sent, latest, timing.searchBlocksMax);
    if (!replacement) return { status: 'failed', reason: 'replaced' };
    if (!sameCall(sent, replacement)) {
      const cancelled =
        replacement.to?.toLowerCase() === replacement.from.toLowerCase() &&
        replacement.value === 0n;
      return { status: 'failed', reason: cancelled ? 'cancelled' : 'replaced' };
    }
    const receipt = await client.getTransactionReceipt({ hash: replacement.hash });
    return { status: receipt.status, reason: 'repriced', minedHash: replacement.hash };
  }
  const queuedCount = await client.getTransactionCount({ address: sent.from, blockTag: 'pending' });
  // Another transaction with this nonce is in the mempool: a speed-up or cancel not mined yet.
  if (queuedCount > sent.nonce) return 'wait';
  return missedLongEnough ? { status: 'failed', reason: 'dropped' } : null;
}
