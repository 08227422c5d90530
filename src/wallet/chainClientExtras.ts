/** The read actions only writes and ENS need, and viem's client: loaded on first use. */
import { createClient, fallback, http, type Chain, type Client } from 'viem';

interface ViemClientOptions {
  timeout: number;
  /** Most JSON-RPC requests in one HTTP batch. */
  batchSize: number;
  retryCount: number;
  fetchFn: typeof fetch;
  /** viem's multicall batching of its own contract reads (the ENS lookups'). */
  multicall: { wait: number; batchSize: number };
  pollingInterval: number;
}

/** viem's client of `chain` over HTTP JSON-RPC to `urls`, tried in order. */
export function createViemClient(
  chain: Chain,
  urls: readonly string[],
  { timeout, batchSize, retryCount, fetchFn, multicall, pollingInterval }: ViemClientOptions,
): Client {
  const transports = urls.map((url) =>
    http(url, { timeout, batch: { batchSize }, retryCount, fetchFn }),
  );
  return createClient({
    chain,
    transport: transports.length === 1 ? transports[0]! : fallback(transports, { retryCount }),
    batch: { multicall },
    pollingInterval,
  });
}

export {
  estimateGas,
  getBlock,
  getGasPrice,
  getTransaction,
  getTransactionReceipt,
  getEnsName,
  simulateBlocks,
  simulateContract,
} from 'viem/actions';
export { getEnsAvatar } from './ensAvatar';
