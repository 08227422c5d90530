/** The read actions only writes and ENS need, and viem's client: loaded on first use. */
import { createClient, fallback, http, type Chain } from 'viem';
import {
  HTTP_BATCH_SIZE_MAX,
  HTTP_REQUEST_TIMEOUT_MS,
  MULTICALL_BATCH_SIZE_BYTES,
  MULTICALL_BATCH_WAIT_MS,
  QUERY_RETRY_COUNT,
  RPC_POLLING_INTERVAL_MS,
} from '@/config/constants';
import { fetchWaitingOutRateLimits } from './rateLimitedFetch';

/**
 * viem's client of `chain` over HTTP JSON-RPC to `urls`, tried in order; viem's multicall batches
 * its own contract reads (the ENS lookups').
 */
export function createViemClient(chain: Chain, urls: readonly string[]) {
  const retryCount = QUERY_RETRY_COUNT;
  const transports = urls.map((url) =>
    http(url, {
      timeout: HTTP_REQUEST_TIMEOUT_MS,
      batch: { batchSize: HTTP_BATCH_SIZE_MAX },
      retryCount,
      fetchFn: fetchWaitingOutRateLimits,
    }),
  );
  return createClient({
    chain,
    transport: transports.length === 1 ? transports[0]! : fallback(transports, { retryCount }),
    batch: { multicall: { wait: MULTICALL_BATCH_WAIT_MS, batchSize: MULTICALL_BATCH_SIZE_BYTES } },
    pollingInterval: RPC_POLLING_INTERVAL_MS,
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
