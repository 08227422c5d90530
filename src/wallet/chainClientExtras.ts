/**
 * The read actions only a wallet's own flows need (simulating a write, simulating a call bundle
 * in sequence (`eth_simulateV1`), following a sent transaction (its receipt, the transaction
 * itself), estimating its fee, a permit's deadline)
 * and ENS lookups (only for a connected account on a chain with ENS; the avatar's is
 * `ensAvatar.ts`, which sends no Referer). Loaded on first use, so a
 * visitor's read path does not carry them, nor viem's client and transports they run on. See
 * `clients.ts`.
 */
import { createClient, fallback, http, type Chain, type Client } from 'viem';

export interface ViemClientOptions {
  /** One request's timeout (ms). */
  timeout: number;
  /** Most JSON-RPC requests in one HTTP batch. */
  batchSize: number;
  /** Extra attempts of a failed request. */
  retryCount: number;
  /** The fetch each request goes through. */
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
