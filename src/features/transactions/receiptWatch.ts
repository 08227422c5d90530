/**
 * Following one sent transaction on its chain. viem's `waitForTransactionReceipt` waits for its
 * receipt, or for a replacement mined while it watches (`onReplaced`); beside it, what viem leaves
 * out, from the sender's nonce: a transaction the node forgot (dropped) and a replacement mined
 * while no page watched (after a reload). Once confirmed, its block is checked at each new block
 * (`watchBlockNumber`) until a reorganisation could no longer remove it.
 */
import type { Address, Client, Hash, Hex, TransactionReceipt } from 'viem';
import {
  getBlock,
  getBlockNumber,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  waitForTransactionReceipt,
  watchBlockNumber,
} from 'viem/actions';
import {
  TRANSACTION_CHECK_INTERVAL_MS,
  TRANSACTION_DROP_CONFIRMING_MISSES,
  TRANSACTION_RECEIPT_WAIT_MS,
  TRANSACTION_REORG_DEPTH_BLOCKS,
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

/** Where a confirmed transaction was mined (stored with its record until it is deep enough). */
export interface MinedIn {
  /** The transaction mined: a speed-up's hash, not the record's. */
  transactionHash: Hash;
  blockHash: Hash;
  /** Decimal string. */
  blockNumber: string;
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
  | {
      status: 'success' | 'reverted';
      reason: 'mined' | 'repriced';
      minedHash: Hash;
      /** Its block (from its receipt). */
      minedIn?: MinedIn;
    }
  | { status: 'failed'; reason: 'replaced' | 'cancelled' | 'dropped' };

export interface ReceiptWatchTiming {
  /** Between two looks at the chain's head, and at the transaction itself. */
  intervalMs: number;
  /** How long one of viem's waits lasts before another starts. */
  waitMs: number;
  retryDelayMs: number;
  confirmingMisses: number;
  unseenDropAfterMs: number;
  searchBlocksMax: number;
}

/** Blocks looked through, newest first, when the node cannot answer for past blocks. */
const REPLACEMENT_SCAN_FALLBACK_BLOCKS = 8;

const DEFAULT_TIMING: ReceiptWatchTiming = {
  intervalMs: TRANSACTION_CHECK_INTERVAL_MS,
  waitMs: TRANSACTION_RECEIPT_WAIT_MS,
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

const receiptOrNull = (client: Client, hash: Hash) =>
  orNull(() => getTransactionReceipt(client, { hash }), 'TransactionReceiptNotFoundError');

const transactionOrNull = (client: Client, hash: Hash) =>
  orNull(() => getTransaction(client, { hash }), 'TransactionNotFoundError');

type NodeTransaction = Awaited<ReturnType<typeof getTransaction>>;

const sameAddress = (one: Address | null | undefined, other: Address | null | undefined) =>
  (one ?? '').toLowerCase() === (other ?? '').toLowerCase();

const minedIn = (receipt: TransactionReceipt): MinedIn => ({
  transactionHash: receipt.transactionHash,
  blockHash: receipt.blockHash,
  blockNumber: receipt.blockNumber.toString(),
});

/** Where the chain mined `hash` now; null when it has no receipt for it. */
export async function minedBlockOf(client: Client, hash: Hash): Promise<MinedIn | null> {
  const receipt = await receiptOrNull(client, hash);
  return receipt && minedIn(receipt);
}

/** The outcome `receipt` gives, found for the watched transaction or its `replacement`. */
function outcomeOf(
  receipt: TransactionReceipt,
  replacement: 'repriced' | 'replaced' | 'cancelled' | undefined,
): WatchOutcome {
  if (replacement === 'replaced' || replacement === 'cancelled') {
    return { status: 'failed', reason: replacement };
  }
  return {
    status: receipt.status,
    reason: replacement ?? 'mined',
    minedHash: receipt.transactionHash,
    minedIn: minedIn(receipt),
  };
}

/**
 * `client` with its own identity, whose requests fail at once after `signal` aborts: viem's wait
 * cannot be stopped otherwise (its polling ends at its timeout), and its poll is shared only by
 * waits of the same identity.
 */
function stoppable(client: Client, signal: AbortSignal): Client {
  const request = (args: never, options?: never) =>
    signal.aborted
      ? Promise.reject(new Error('The watch stopped.'))
      : client.request(args, options);
  return {
    ...client,
    uid: `${client.uid}-${Math.random().toString(36).slice(2)}`,
    request: request as unknown as Client['request'],
  };
}

/** viem's waits, one after another: the receipt of `hash` or of what replaced it. */
async function waitForMined(
  client: Client,
  hash: Hash,
  timing: ReceiptWatchTiming,
  signal: AbortSignal,
): Promise<WatchOutcome | null> {
  while (!signal.aborted) {
    let replacement: Parameters<typeof outcomeOf>[1];
    try {
      const receipt = await waitForTransactionReceipt(client, {
        hash,
        pollingInterval: timing.intervalMs,
        timeout: timing.waitMs,
        // The transaction's own lookups are the pending watch's (below).
        retryCount: 0,
        onReplaced: ({ reason }) => (replacement = reason),
      });
      return outcomeOf(receipt, replacement);
    } catch (error) {
      // A wait that ran out starts again at once; a failed read pauses first.
      if (!isError(error, 'WaitForTransactionReceiptTimeoutError')) {
        await sleep(timing.retryDelayMs, signal);
      }
    }
  }
  return null;
}

/**
 * The transaction that took `sent`'s nonce: the block where the sender's mined-transaction count
 * first exceeds the nonce holds it (a binary search over the blocks since the transaction was
 * seen, at most `searchBlocksMax` back). Null when it cannot be found (older than the window, or
 * the node keeps no state that far back).
 */
async function findReplacement(
  client: Client,
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
    (await getTransactionCount(client, { address: sent.from, blockNumber })) > sent.nonce;
  const takerIn = async (blockNumber: bigint) => {
    const block = await getBlock(client, { blockNumber, includeTransactions: true });
    return (
      block.transactions.find(
        (candidate) => sameAddress(candidate.from, sent.from) && candidate.nonce === sent.nonce,
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
 * A known transaction the node no longer has, missed long enough: replaced (its nonce is used:
 * the replacement decides), about to be replaced (a transaction with its nonce waits in the
 * mempool: 'wait'), or dropped.
 */
async function afterMisses(
  client: Client,
  sent: SentTransaction,
  timing: ReceiptWatchTiming,
): Promise<WatchOutcome | 'wait'> {
  const [minedCount, latest] = await Promise.all([
    getTransactionCount(client, { address: sent.from, blockTag: 'latest' }),
    getBlockNumber(client, { cacheTime: 0 }),
  ]);
  if (minedCount > sent.nonce) {
    const replacement = await findReplacement(client, sent, latest, timing.searchBlocksMax);
    if (!replacement) return { status: 'failed', reason: 'replaced' };
    const repriced =
      sameAddress(replacement.to, sent.to) &&
      replacement.value.toString() === sent.value &&
      replacement.input.toLowerCase() === sent.input.toLowerCase();
    if (!repriced) {
      const cancelled = sameAddress(replacement.to, replacement.from) && replacement.value === 0n;
      return { status: 'failed', reason: cancelled ? 'cancelled' : 'replaced' };
    }
    return outcomeOf(await getTransactionReceipt(client, { hash: replacement.hash }), 'repriced');
  }
  const queued = await getTransactionCount(client, { address: sent.from, blockTag: 'pending' });
  // Another transaction with this nonce is in the mempool: a speed-up or cancel not mined yet.
  return queued > sent.nonce ? 'wait' : { status: 'failed', reason: 'dropped' };
}

/**
 * The transaction itself, every `intervalMs` while it is pending: its first sighting (recorded
 * through `onSeen`); unknown to the node for `confirmingMisses` lookups in a row spanning at
 * least `intervalMs` (one miss can be a lagging node behind a load balancer) → replaced or
 * dropped, from its nonce (`afterMisses`); never seen at all for `unseenDropAfterMs` → dropped.
 * A network error pauses `retryDelayMs`.
 */
async function watchPending(
  client: Client,
  hash: Hash,
  options: ReceiptWatchOptions,
  timing: ReceiptWatchTiming,
  signal: AbortSignal,
): Promise<WatchOutcome | null> {
  let sent = options.known ?? null;
  let misses = 0;
  let firstMissAt: number | null = null;
  while (!signal.aborted) {
    let pause = timing.intervalMs;
    try {
      const transaction = await transactionOrNull(client, hash);
      if (signal.aborted) return null;
      if (transaction) {
        misses = 0;
        firstMissAt = null;
        if (!sent) {
          const seenAtBlock =
            transaction.blockNumber ?? (await getBlockNumber(client, { cacheTime: 0 }));
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
      } else {
        misses += 1;
        firstMissAt ??= Date.now();
        const missedFor = Date.now() - firstMissAt;
        if (!sent) {
          if (missedFor >= timing.unseenDropAfterMs) return { status: 'failed', reason: 'dropped' };
        } else if (misses >= timing.confirmingMisses && missedFor >= timing.intervalMs) {
          const outcome = await afterMisses(client, sent, timing);
          if (outcome !== 'wait') return outcome;
          misses = 0;
          firstMissAt = null;
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
 * Follows one sent transaction until it ends: viem's wait for its receipt (`mined`, or
 * `repriced` / `replaced` / `cancelled` by a replacement it sees mined), raced with the watch of
 * the transaction itself (`watchPending`). Resolves null when `signal` aborts.
 */
export async function watchTransaction(
  client: Client,
  hash: Hash,
  options: ReceiptWatchOptions,
): Promise<WatchOutcome | null> {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const stop = new AbortController();
  const abort = () => stop.abort();
  if (options.signal.aborted) return null;
  options.signal.addEventListener('abort', abort, { once: true });
  try {
    return await Promise.race([
      waitForMined(stoppable(client, stop.signal), hash, timing, stop.signal),
      watchPending(client, hash, options, timing, stop.signal),
      new Promise<null>((resolve) => stop.signal.addEventListener('abort', () => resolve(null))),
    ]);
  } finally {
    stop.abort();
    options.signal.removeEventListener('abort', abort);
  }
}

/**
 * A confirmed transaction's block, checked at once and at each new block until it is
 * `depthBlocks` deep: 'final'; 'reorged' as soon as the chain no longer has the transaction in
 * that block (a reorganisation removed the block, or mined the transaction in another one); null
 * when `signal` aborts. A failed read waits for the next block.
 */
export function watchConfirmation(
  client: Client,
  mined: MinedIn,
  {
    signal,
    depthBlocks = TRANSACTION_REORG_DEPTH_BLOCKS,
    intervalMs = TRANSACTION_CHECK_INTERVAL_MS,
  }: { signal: AbortSignal; depthBlocks?: number; intervalMs?: number },
): Promise<'final' | 'reorged' | null> {
  const blockNumber = BigInt(mined.blockNumber);
  return new Promise((resolve) => {
    let settled = false;
    let checking = false;
    let unwatch = () => {};
    const settle = (verdict: 'final' | 'reorged' | null) => {
      if (settled) return;
      settled = true;
      unwatch();
      signal.removeEventListener('abort', aborted);
      resolve(verdict);
    };
    const aborted = () => settle(null);
    const check = async (head: bigint) => {
      if (checking || settled) return;
      checking = true;
      try {
        const receipt = await receiptOrNull(client, mined.transactionHash);
        if (receipt?.blockHash !== mined.blockHash) settle('reorged');
        else if (head - blockNumber + 1n >= BigInt(depthBlocks)) settle('final');
      } catch {
        // The next block asks again.
      } finally {
        checking = false;
      }
    };
    if (signal.aborted) return settle(null);
    signal.addEventListener('abort', aborted, { once: true });
    // Checked at once (a reload may come after the reorganisation), then at each new block.
    getBlockNumber(client, { cacheTime: 0 }).then(check, () => undefined);
    unwatch = watchBlockNumber(client, {
      poll: true,
      pollingInterval: intervalMs,
      onBlockNumber: (head) => void check(head),
      onError: () => undefined,
    });
  });
}
