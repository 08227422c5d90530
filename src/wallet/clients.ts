import { createClient, fallback, http, type Chain, type PublicClient } from 'viem';
import {
  getBalance,
  getTransaction,
  getTransactionReceipt,
  multicall,
  readContract,
} from 'viem/actions';
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
 * What the hub reads chains with: the subset of viem's public client it uses. Built from
 * `createClient` and actions imported one by one from `viem/actions` rather than
 * `createPublicClient`, whose full action set drags the signing stack (secp256k1, HMAC, the
 * CCIP-read helpers) into every page that reads a chain. The actions only a wallet's flows or
 * ENS need are fetched on their first call (`chainClientExtras.ts`).
 */
export type ChainClient = Pick<
  PublicClient,
  | 'chain'
  | 'estimateGas'
  | 'getBalance'
  | 'getBlock'
  | 'getBlockNumber'
  | 'getEnsAvatar'
  | 'getEnsName'
  | 'getGasPrice'
  | 'getTransaction'
  | 'getTransactionCount'
  | 'getTransactionReceipt'
  | 'multicall'
  | 'readContract'
  | 'simulateBlocks'
  | 'simulateContract'
>;

const loadExtras = () => import('./chainClientExtras');

/**
 * Builds the read-only client of one chain: HTTP JSON-RPC with batching and a timeout, tried in
 * the order of the chain's RPC list, with viem's multicall batching for contract reads.
 */
export function createChainClient(chain: HubChain): ChainClient {
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
  const client = createClient({
    chain: withViemDefinition(chain),
    transport:
      transports.length === 1
        ? transports[0]!
        : fallback(transports, { retryCount: QUERY_RETRY_COUNT }),
    batch: { multicall: { wait: MULTICALL_BATCH_WAIT_MS, batchSize: MULTICALL_BATCH_SIZE_BYTES } },
    pollingInterval: RPC_POLLING_INTERVAL_MS,
  });
  // Each method is the viem action of the same name bound to this client (as the public
  // client's own methods are); the generic signatures are viem's, hence the casts.
  const methods: Record<Exclude<keyof ChainClient, 'chain'>, (args: never) => Promise<unknown>> = {
    getBalance: (args: Parameters<typeof getBalance>[1]) => getBalance(client, args),
    getTransaction: (args: Parameters<typeof getTransaction>[1]) => getTransaction(client, args),
    getTransactionReceipt: (args: Parameters<typeof getTransactionReceipt>[1]) =>
      getTransactionReceipt(client, args),
    multicall: (args: Parameters<typeof multicall>[1]) => multicall(client, args),
    readContract: (args: Parameters<typeof readContract>[1]) => readContract(client, args),
    getEnsName: async (args) => (await loadExtras()).getEnsName(client, args),
    getEnsAvatar: async (args) => (await loadExtras()).getEnsAvatar(client, args),
    simulateContract: async (args) => (await loadExtras()).simulateContract(client, args),
    simulateBlocks: async (args) => (await loadExtras()).simulateBlocks(client, args),
    estimateGas: async (args) => (await loadExtras()).estimateGas(client, args),
    getBlock: async (args) => (await loadExtras()).getBlock(client, args),
    getBlockNumber: async (args) => (await loadExtras()).getBlockNumber(client, args),
    getGasPrice: async () => (await loadExtras()).getGasPrice(client),
    getTransactionCount: async (args) => (await loadExtras()).getTransactionCount(client, args),
  };
  return { chain: client.chain, ...methods } as unknown as ChainClient;
}

const cache = new Map<number, ChainClient>();

/**
 * The shared public client of a configured chain (one per chain per page). Throws a
 * chain-not-configured error for any other id: a chain id is never trusted unchecked.
 */
export function getChainClient(
  chainId: number,
  list: readonly HubChain[] = configuredChains,
): ChainClient {
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
