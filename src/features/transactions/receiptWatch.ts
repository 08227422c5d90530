/**
 * One sent transaction on its chain: viem's `waitForTransactionReceipt` (its receipt, or a
 * replacement mined while it watches) and, from the sender's nonce, what viem leaves out: a
 * transaction the node forgot (dropped), a replacement mined while no page watched.
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
 * As the node first showed it: sender and nonce (a replacement reuses them) and call (a speed-up
 * repeats it). Stored as JSON: amounts and block numbers as decimal strings.
 */
export interface SentTransaction {
  from: Address;
  nonce: number;
  to: Address | null;
  value: string;
  input: Hex;
  /** The latest block when it was first seen pending (or the block it was mined in). */
  seenAtBlock: string;
}

export interface MinedIn {
  /** The transaction mined: a speed-up's hash, not the record's. */
  transactionHash: Hash;
  blockHash: Hash;
  blockNumber: string;
}

/**
 * `mined` (its receipt); `repriced` (the same call at a higher fee, a "speed up", which carries
 * the outcome); `replaced` / `cancelled` (its nonce went to another call; a "cancel" sends 0 to
 * oneself); `dropped` (forgotten, its nonce still free).
 */
export type WatchOutcome =
  | {
      status: 'success' | 'reverted';
      reason: 'mined' | 'repriced';
      minedHash: Hash;
      minedIn?: MinedIn;
    }
  | { status: 'failed'; reason: 'replaced' | 'cancelled' | 'dropped' };

/** Blocks looked through, newest first, when the node cannot answer for past blocks. */
const REPLACEMENT_SCAN_FALLBACK_BLOCKS = 8n;

const DEFAULT_TIMING = {
  intervalMs: TRANSACTION_CHECK_INTERVAL_MS,
  /** How long one of viem's waits lasts before another starts. */
  waitMs: TRANSACTION_RECEIPT_WAIT_MS,
  retryDelayMs: TRANSACTION_WATCH_RETRY_DELAY_MS,
  confirmingMisses: TRANSACTION_DROP_CONFIRMING_MISSES,
  unseenDropAfterMs: TRANSACTION_UNSEEN_DROP_AFTER_MS,
  searchBlocksMax: TRANSACTION_REPLACEMENT_SEARCH_BLOCKS_MAX,
};

type ReceiptWatchTiming = typeof DEFAULT_TIMING;

interface ReceiptWatchOptions {
  signal: AbortSignal;
  /** What an earlier watch recorded (after a reload). */
  known?: SentTransaction;
  /** Called once, when the node first shows the transaction. */
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

const sameAddress = (one: Address | null | undefined, other: Address | null | undefined) =>
  (one ?? '').toLowerCase() === (other ?? '').toLowerCase();

const minedIn = (receipt: TransactionReceipt): MinedIn => ({
  transactionHash: receipt.transactionHash,
  blockHash: receipt.blockHash,
  blockNumber: receipt.blockNumber.toString(),
});

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
 * `client` with its own identity (viem shares a poll between waits of one identity), failing at
 * once after `signal` aborts: viem's wait cannot be stopped otherwise.
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
 * The transaction that took `sent`'s nonce (null: not found), in the block where the sender's
 * count first exceeds it (a binary search since it was seen, at most `searchBlocksMax` back).
 */
async function findReplacement(
  client: Client,
  sent: SentTransaction,
  latest: bigint,
  searchBlocksMax: number,
): Promise<Awaited<ReturnType<typeof getTransaction>> | null> {
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
    for (let back = 0n; back < REPLACEMENT_SCAN_FALLBACK_BLOCKS && back <= latest; back += 1n) {
      const taker = await takerIn(latest - back);
      if (taker) return taker;
    }
    return null;
  }
  return takerIn(high);
}

/** Gone from the node: replaced (nonce used), soon replaced ('wait': nonce queued), or dropped. */
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
 * The transaction itself, every `intervalMs`: its first sighting (`onSeen`); unknown to the node
 * for `confirmingMisses` lookups spanning at least `intervalMs` (one miss can be a lagging node
 * behind a load balancer) → `afterMisses`; never seen for `unseenDropAfterMs` → dropped.
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

/** One sent transaction to its end (viem's wait raced with `watchPending`); null if stopped. */
export async function watchTransaction(client: Client, hash: Hash, options: ReceiptWatchOptions) {
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
 * A confirmed transaction's block, checked at once (a reload may come after the reorganisation)
 * and at each new block: 'final' once `depthBlocks` deep; 'reorged' once the chain no longer has
 * the transaction there; null when `signal` aborts.
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
    getBlockNumber(client, { cacheTime: 0 }).then(check, () => undefined);
    unwatch = watchBlockNumber(client, {
      poll: true,
      pollingInterval: intervalMs,
      onBlockNumber: (head) => void check(head),
      onError: () => undefined,
    });
  });
}
