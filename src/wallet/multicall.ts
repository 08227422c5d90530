/**
 * Every contract read of the hub: Multicall3 `aggregate3` as a plain `eth_call`, the calls of one
 * batch window in one request, answered as viem's `multicall` answers. viem's own goes through
 * its `call` action (deployless calls, overrides, a write's error tree): about 18 KiB of gzip on
 * every page that reads a chain.
 */
import type {
  Abi,
  Address,
  Hex,
  MulticallParameters,
  MulticallReturnType,
  PublicClient,
} from 'viem';
import { multicall3ReadAbi } from '@/contracts/generated/read/Multicall3';
import { decodeFunctionResult, encodeFunctionData } from './functionCodec';

export interface BatchedCall {
  target: Address;
  callData: Hex;
}

export type BatchedOutcome = ReturnType<typeof decodeAggregate3>[number];

/**
 * A read that produced no result: a revert (`data`, `0x` when none), nothing decodable (no
 * contract there), or a call that could not be encoded (`cause`).
 */
export class ContractReadError extends Error {
  override name = 'ContractReadError';

  constructor(
    readonly address: Address,
    readonly functionName: string,
    readonly data?: Hex,
    options?: { cause?: unknown },
  ) {
    super(
      data === undefined
        ? `Reading ${functionName} on ${address} failed.`
        : `Reading ${functionName} on ${address} reverted (data ${data}).`,
      options,
    );
  }
}

interface MulticallBatcherOptions {
  multicallAddress: Address;
  call: (request: { to: Address; data: Hex }) => Promise<Hex>;
  /** How long calls gather before their batch leaves (ms). */
  wait: number;
  /** Most call-data bytes per `aggregate3` (a single larger call still goes, alone). */
  batchSize: number;
  /** A call's outcome already under way (`prefetchedReads.ts`), or null. */
  prefetched?: (call: BatchedCall) => Promise<BatchedOutcome> | null;
}

interface PendingCall extends BatchedCall {
  resolve: (outcome: BatchedOutcome) => void;
  reject: (error: unknown) => void;
}

function splitBySize(calls: readonly PendingCall[], batchSize: number): PendingCall[][] {
  const batches: PendingCall[][] = [];
  let size = 0;
  for (const call of calls) {
    const bytes = (call.callData.length - 2) / 2;
    if (batches.length === 0 || size + bytes > batchSize) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)!.push(call);
    size += bytes;
  }
  return batches;
}

/** Every call allowed to fail on its own. */
export function encodeAggregate3(calls: readonly BatchedCall[]): Hex {
  return encodeFunctionData({
    abi: multicall3ReadAbi,
    functionName: 'aggregate3',
    args: [calls.map(({ target, callData }) => ({ target, allowFailure: true, callData }))],
  });
}

export function decodeAggregate3(answer: Hex, count: number) {
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

/** Gathers the calls made within `wait` ms; a request that fails rejects all its calls. */
export function createMulticallBatcher(options: MulticallBatcherOptions) {
  const { multicallAddress, call, wait, batchSize, prefetched } = options;
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

  return (batched: BatchedCall) => prefetched?.(batched) ?? enqueue(batched);
}

export interface ChainReads {
  multicall: <const contracts extends readonly unknown[], allowFailure extends boolean = true>(
    parameters: Pick<MulticallParameters<contracts, allowFailure>, 'contracts' | 'allowFailure'>,
  ) => Promise<MulticallReturnType<contracts, allowFailure>>;
  /** A revert throws a {@link ContractReadError}. */
  readContract: PublicClient['readContract'];
  /** Multicall3 `getEthBalance`, batched with the rest. */
  getBalance: (parameters: { address: Address }) => Promise<bigint>;
}

export interface ContractCall {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
}

export function createChainReads(
  schedule: (batched: BatchedCall) => Promise<BatchedOutcome>,
  multicallAddress: Address,
): ChainReads {
  async function read({ address, abi, functionName, args }: ContractCall): Promise<unknown> {
    let callData: Hex;
    try {
      callData = encodeFunctionData({ abi, functionName, args });
    } catch (cause) {
      throw new ContractReadError(address, functionName, undefined, { cause });
    }
    const { success, returnData } = await schedule({ target: address, callData });
    if (!success) throw new ContractReadError(address, functionName, returnData);
    try {
      // `0x` from a call that succeeded: no contract there; the decoder refuses it.
      return decodeFunctionResult({ abi, functionName, args, data: returnData });
    } catch (cause) {
      throw new ContractReadError(address, functionName, returnData, { cause });
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
    getBalance: async ({ address }) =>
      (await read({
        address: multicallAddress,
        abi: multicall3ReadAbi,
        functionName: 'getEthBalance',
        args: [address],
      })) as bigint,
  };
}
