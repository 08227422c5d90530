import { createPublicClient, fallback, http, type Chain, type PublicClient } from 'viem';
import { arbitrum, bsc, goerli, mainnet, optimism, polygon, sepolia, zora } from 'viem/chains';
import { chains as configuredChains, type HubChain } from '@/config/chains';
import {
  HTTP_BATCH_SIZE_MAX,
  HTTP_REQUEST_TIMEOUT_MS,
  MULTICALL_BATCH_SIZE_BYTES,
  MULTICALL_BATCH_WAIT_MS,
  QUERY_RETRY_COUNT,
  RPC_POLLING_INTERVAL_MS,
} from '@/config/constants';
import { ChainNotConfiguredError, TransportUrlMissingError } from './errors';

/** viem's own definitions (formatters, ENS contracts), merged under the hub's chain data. */
const VIEM_CHAINS: ReadonlyMap<number, Chain> = new Map(
  [mainnet, polygon, optimism, arbitrum, zora, goerli, sepolia, bsc].map((chain) => [chain.id, chain]),
);

/** The hub's chain completed with viem's definition of the same id, when viem has one. */
export function withViemDefinition(chain: HubChain): HubChain {
  const known = VIEM_CHAINS.get(chain.id);
  if (!known) return chain;
  return { ...known, ...chain, contracts: { ...known.contracts, ...chain.contracts } };
}

/**
 * Builds the read-only client of one chain: HTTP JSON-RPC with batching and a timeout, tried in
 * the order of the chain's RPC list, with viem's multicall batching for contract reads.
 */
export function createChainClient(chain: HubChain): PublicClient {
  const urls = chain.rpcUrls.default.http.filter((url) => url.trim() !== '');
  // viem would silently fall back to the chain's built-in URL: refuse instead.
  if (urls.length === 0) throw new TransportUrlMissingError(chain.name);
  const transports = urls.map((url) =>
    http(url, {
      timeout: HTTP_REQUEST_TIMEOUT_MS,
      batch: { batchSize: HTTP_BATCH_SIZE_MAX },
      retryCount: QUERY_RETRY_COUNT,
    }),
  );
  return createPublicClient({
    chain: withViemDefinition(chain),
    transport:
      transports.length === 1
        ? transports[0]!
        : fallback(transports, { retryCount: QUERY_RETRY_COUNT }),
    batch: { multicall: { wait: MULTICALL_BATCH_WAIT_MS, batchSize: MULTICALL_BATCH_SIZE_BYTES } },
    pollingInterval: RPC_POLLING_INTERVAL_MS,
  });
}

const cache = new Map<number, PublicClient>();

/**
 * The shared public client of a configured chain (one per chain per page). Throws a
 * chain-not-configured error for any other id: a chain id is never trusted unchecked.
 */
export function getChainClient(
  chainId: number,
  list: readonly HubChain[] = configuredChains,
): PublicClient {
  const cached = cache.get(chainId);
  if (cached) return cached;
  const chain = list.find((candidate) => candidate.id === chainId);
  if (!chain) throw new ChainNotConfiguredError(chainId);
  const client = createChainClient(chain);
  cache.set(chainId, client);
  return client;
}

/** Forgets every cached client (tests). */
export function clearChainClients(): void {
  cache.clear();
}
