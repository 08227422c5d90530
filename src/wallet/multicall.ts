/**
 * The hub's contract reads: Multicall3 `aggregate3` sent as a plain `eth_call`, with the calls
 * of one batch window merged into one request. viem's `multicall` action does the same through
 * its `call` action, which carries what a read never needs here (deployless calls and their
 * bytecode, state and block overrides, account and transaction formatting, the error tree of a
 * write): about 18 KiB of gzip on every page that reads a chain. This module keeps viem's
 * parameter encoding and decoding (`functionCodec.ts`) and its answers (`{ status, result |
 * error }` per call, or the results themselves with `allowFailure: false`), for the few reads
 * the hub makes; the request itself is `rpcReads.ts`'s. A single `readContract` (the allowance
 * right before a stake, a permit's nonce and domain) rides the same batches: every contract read
 * of the hub takes this one path. Simulations and the transaction watch stay viem's, loaded with
 * the write flows (`chainClientExtras.ts`).
 */
import type {
  Abi,
  Address,
  Hex,
  MulticallParameters,
  MulticallReturnType,
  PublicClient,
} from 'viem';
// Multicall3's `aggregate3` and `getEthBalance`: the only functions of it the batcher calls.
import { multicall3ReadAbi } from '@/contracts/generated/read/Multicall3';
import { decodeFunctionResult, encodeFunctionData } from './functionCodec';

/** One call inside `aggregate3`. */
export interface BatchedCall {
  target: Address;
  callData: Hex;
}

/** What `aggregate3` answered for one call. */
export interface BatchedOutcome {
  success: boolean;
  returnData: Hex;
}

/**
 * A contract read that did not produce a result: the contract reverted (`data` is its revert
 * data, `0x` when it gave none), answered nothing decodable (no contract at the address), or the
 * call could not be encoded (`cause`). Shown to visitors as the catalogue's generic error.
 */
export class ContractReadError extends Error {
  override name = 'ContractReadError';
  readonly address: Address;
  readonly functionName: string;
  readonly data: Hex | undefined;

  constructor(
    { address, functionName, data }: { address: Address; functionName: string; data?: Hex },
    options?: { cause?: unknown },
  ) {
    super(
      data === undefined
        ? `Reading ${functionName} on ${address} failed.`
        : `Reading ${functionName} on ${address} reverted (data ${data}).`,
      options,
    );
    this.address = address;
    this.functionName = functionName;
    this.data = data;
  }
}

export interface MulticallBatcherOptions {
  /** Multicall3 on this chain. */
  multicallAddress: Address;
  /** Sends one `eth_call` to Multicall3 and returns its answer. */
  call: (request: { to: Address; data: Hex }) => Promise<Hex>;
  /** How long calls gather before their batch leaves (ms). */
  wait: number;
  /** Most call-data bytes per `aggregate3` (a single larger call still goes, alone). */
  batchSize: number;
  /**
   * A call's outcome already under way, or null (`prefetchedReads.ts`: the page's first read,
   * sent by the entry as this batcher's requests go out; its failure is the call's).
   */
  prefetched?: (call: BatchedCall) => Promise<BatchedOutcome> | null;
}

interface PendingCall extends BatchedCall {
  resolve: (outcome: BatchedOutcome) => void;
  reject: (error: unknown) => void;
}

/** Splits calls into `aggregate3` batches of at most `batchSize` bytes of call data each. */
function splitBySize(calls: readonly PendingCall[], batchSize: number): PendingCall[][] {
  const batches: PendingCall[][] = [];
  let current: PendingCall[] = [];
  let size = 0;
  for (const call of calls) {
    const bytes = (call.callData.length - 2) / 2;
    if (current.length > 0 && size + bytes > batchSize) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(call);
    size += bytes;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Gathers the calls made within `wait` ms into `aggregate3` requests; resolves each call with
 * its own outcome, or rejects every call of a request that failed as a whole (the RPC's error).
 */
/** The `aggregate3` call data of `calls`, every one allowed to fail on its own. */
export function encodeAggregate3(calls: readonly BatchedCall[]): Hex {
  return encodeFunctionData({
    abi: multicall3ReadAbi,
    functionName: 'aggregate3',
    args: [calls.map(({ target, callData }) => ({ target, allowFailure: true, callData }))],
  });
}

/** Each call's outcome in an `aggregate3` answer of `count` calls. */
export function decodeAggregate3(answer: Hex, count: number): readonly BatchedOutcome[] {
  const outcomes = decodeFunctionResult({
    abi: multicall3ReadAbi,
    functionName: 'aggregate3',
    data: answer,
  });
  if (outcomes.length !== count) {
    throw new Error(`Multicall3 answered ${outcomes.length} results for ${count} calls.`);
  }
  return outcomes;
}

export function createMulticallBatcher({
  multicallAddress,
  call,
  wait,
  batchSize,
  prefetched,
}: MulticallBatcherOptions): (batched: BatchedCall) => Promise<BatchedOutcome> {
  let queue: PendingCall[] = [];

  async function send(batch: readonly PendingCall[]): Promise<void> {
    try {
      const answer = await call({ to: multicallAddress, data: encodeAggregate3(batch) });
      const outcomes = decodeAggregate3(answer, batch.length);
      batch.forEach((pending, index) => pending.resolve(outcomes[index]!));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  function flush(): void {
    const calls = queue;
    queue = [];
    for (const batch of splitBySize(calls, batchSize)) void send(batch);
  }

  const enqueue = (batched: BatchedCall) =>
    new Promise<BatchedOutcome>((resolve, reject) => {
      queue.push({ ...batched, resolve, reject });
      if (queue.length === 1) setTimeout(flush, wait);
    });

  return (batched) => prefetched?.(batched) ?? enqueue(batched);
}

/** The reads of one chain: viem's `multicall` answers, and the native balance through it. */
export interface ChainReads {
  multicall: <const contracts extends readonly unknown[], allowFailure extends boolean = true>(
    parameters: Pick<MulticallParameters<contracts, allowFailure>, 'contracts' | 'allowFailure'>,
  ) => Promise<MulticallReturnType<contracts, allowFailure>>;
  /** One contract read, batched with the rest; a revert throws a {@link ContractReadError}. */
  readContract: PublicClient['readContract'];
  /** The native balance of `address` (Multicall3 `getEthBalance`, batched with the rest). */
  getBalance: (parameters: { address: Address }) => Promise<bigint>;
}

interface ContractCall {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
}

/**
 * `multicall` and `getBalance` over a batcher (see {@link createMulticallBatcher}) whose
 * `aggregate3` goes to `multicallAddress`.
 */
export function createChainReads(
  schedule: (batched: BatchedCall) => Promise<BatchedOutcome>,
  multicallAddress: Address,
): ChainReads {
  /** One call's result, or a {@link ContractReadError} / the RPC's error. */
  async function read({ address, abi, functionName, args }: ContractCall): Promise<unknown> {
    let callData: Hex;
    try {
      callData = encodeFunctionData({ abi, functionName, args });
    } catch (cause) {
      throw new ContractReadError({ address, functionName }, { cause });
    }
    const { success, returnData } = await schedule({ target: address, callData });
    if (!success) throw new ContractReadError({ address, functionName, data: returnData });
    try {
      // `0x` from a call that succeeded: no contract there; the decoder refuses it.
      return decodeFunctionResult({ abi, functionName, args, data: returnData });
    } catch (cause) {
      throw new ContractReadError({ address, functionName, data: returnData }, { cause });
    }
  }

  async function multicall({
    contracts,
    allowFailure = true,
  }: {
    contracts: readonly unknown[];
    allowFailure?: boolean;
  }): Promise<unknown[]> {
    // Every call is scheduled before the first await: they all share the batch window.
    const settled = await Promise.allSettled((contracts as readonly ContractCall[]).map(read));
    return settled.map((outcome) => {
      if (!allowFailure) {
        if (outcome.status === 'rejected') throw outcome.reason;
        return outcome.value;
      }
      return outcome.status === 'fulfilled'
        ? { status: 'success', result: outcome.value }
        : { status: 'failure', error: outcome.reason, result: undefined };
    });
  }

  return {
    multicall: multicall as ChainReads['multicall'],
    readContract: read as unknown as ChainReads['readContract'],
    getBalance: async ({ address }) => {
      const callData = encodeFunctionData({
        abi: multicall3ReadAbi,
        functionName: 'getEthBalance',
        args: [address],
      });
      // Multicall3 answers it from inside the batch, like any other call.
      const outcome = await schedule({ target: multicallAddress, callData });
      if (!outcome.success) {
        throw new ContractReadError({
          address,
          functionName: 'getEthBalance',
          data: outcome.returnData,
        });
      }
      return decodeFunctionResult({
        abi: multicall3ReadAbi,
        functionName: 'getEthBalance',
        data: outcome.returnData,
      });
    },
  };
}
