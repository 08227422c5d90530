import type { Abi, Address, Chain, Client, Hex, PublicClient } from 'viem';
import {
  ARBITRUM,
  BNB_SMART_CHAIN,
  ETHEREUM,
  GOERLI,
  OPTIMISM,
  POLYGON,
  SEPOLIA,
  MULTICALL3_ADDRESS,
  ZORA,
  chains as configuredChains,
  type HubChain,
} from '@/config/chains';
import {
  HTTP_BATCH_SIZE_MAX,
  HTTP_REQUEST_TIMEOUT_MS,
  MULTICALL_BATCH_SIZE_BYTES,
  MULTICALL_BATCH_WAIT_MS,
  QUERY_RETRY_COUNT,
  RPC_POLLING_INTERVAL_MS,
} from '@/config/constants';
import type * as Extras from './chainClientExtras';
import { loadOnce } from './connectors/loadOnce';
import { ChainNotConfiguredError, TransportUrlMissingError } from './errors';
import {
  createChainReads,
  createMulticallBatcher,
  decodeAggregate3,
  encodeAggregate3,
  type BatchedCall,
  type BatchedOutcome,
  type ChainReads,
} from './multicall';
import { encodeFunctionData } from './functionCodec';
import { nextTask } from './nextTask';
import { takePrefetchedCall, type PrefetchSpec } from './prefetchedReads';
import { fetchWaitingOutRateLimits } from './rateLimitedFetch';
import { createRpcReader } from './rpcReads';
import type * as ViemChains from './viemChains';

/**
 * The name of viem's definition of each hub chain that has one (formatters, serializers, ENS
 * contracts). The definitions themselves are in `viemChains.ts`, loaded with the first client of
 * such a chain: a chain without one (the local chain) reads without them.
 */
const VIEM_DEFINITION_NAMES: ReadonlyMap<number, keyof typeof ViemChains> = new Map([
  [ETHEREUM.id, 'mainnet'],
  [POLYGON.id, 'polygon'],
  [OPTIMISM.id, 'optimism'],
  [ARBITRUM.id, 'arbitrum'],
  [ZORA.id, 'zora'],
  [GOERLI.id, 'goerli'],
  [SEPOLIA.id, 'sepolia'],
  [BNB_SMART_CHAIN.id, 'bsc'],
]);

/**
 * The hub's chain completed with viem's definition of the same id, when viem has one (its
 * module is `import()`ed then); the hub's chain as it is otherwise.
 */
export async function withViemDefinition(chain: HubChain): Promise<HubChain> {
  const name = VIEM_DEFINITION_NAMES.get(chain.id);
  if (!name) return chain;
  const known: Chain = (await import('./viemChains'))[name];
  return { ...known, ...chain, contracts: { ...known.contracts, ...chain.contracts } };
}

/**
 * What the hub reads chains with: the subset of viem's public client it uses. Every contract read
 * (`multicall`, `readContract`, `getBalance`) is `multicall.ts`: Multicall3 over a plain `eth_call`, the calls
 * of one batch window in one request. The rest are viem's actions rather than
 * `createPublicClient`, whose full action set drags the signing stack (secp256k1, HMAC, the
 * CCIP-read helpers) into every page that reads a chain; they are fetched on their first call
 * (`chainClientExtras.ts`), as only a wallet's own flows or ENS need them. The ENS avatar is
 * `ensAvatar.ts` rather than viem's (which sends the page's Referer to the avatar's host).
 * `viemClient()` is that viem client itself, for viem's own watch actions (the transaction watch).
 */
export type ChainClient = ChainReads & {
  getEnsAvatar: (args: { name: string }) => Promise<string | null>;
  viemClient: () => Promise<Client>;
} & Pick<
    PublicClient,
    | 'estimateGas'
    | 'getBlock'
    | 'getEnsName'
    | 'getGasPrice'
    | 'getTransaction'
    | 'getTransactionReceipt'
    | 'simulateBlocks'
    | 'simulateContract'
  >;

const loadExtras = (): Promise<typeof Extras> => import('./chainClientExtras');

/** The chain's RPC URLs the hub reads from, in order (blank entries of the config dropped). */
function readUrlsOf(chain: HubChain): string[] {
  return chain.rpcUrls.default.http.filter((url) => url.trim() !== '');
}

/** Multicall3 of the chain: at its canonical address on every chain the hub lists. */
function multicallAddressOf(chain: HubChain): Address {
  return chain.contracts?.multicall3?.address ?? MULTICALL3_ADDRESS;
}

/**
 * A page's first read as it names it at build time (`data-prefetch`, sent by the entry:
 * `prefetchedReads.ts`): the `aggregate3` of `contracts` over the chain's RPC URLs, which the
 * chain's client then takes its answers from, call by call, as it makes them.
 */
export function prefetchSpecOf(
  chain: HubChain,
  contracts: readonly {
    address: Address;
    abi: Abi;
    functionName: string;
    args?: readonly unknown[];
  }[],
): PrefetchSpec | null {
  const urls = readUrlsOf(chain);
  if (urls.length === 0) return null;
  const calls = contracts.map(({ address, abi, functionName, args }) => ({
    target: address,
    callData: encodeFunctionData({ abi, functionName, args } as Parameters<
      typeof encodeFunctionData
    >[0]),
  }));
  return { urls, to: multicallAddressOf(chain), data: encodeAggregate3(calls), calls };
}

/**
 * Builds the read-only client of one chain: HTTP JSON-RPC with a timeout, tried in the order of
 * the chain's RPC list, a 429 waited out as its `Retry-After` says (`rateLimitedFetch.ts`).
 * Contract reads made within one batch window share one Multicall3 `aggregate3`
 * (`multicall.ts`), sent by `rpcReads.ts`. The other actions run on a viem client (HTTP
 * batching; viem's own multicall batching for the ENS lookups' reads) made with
 * `chainClientExtras.ts` on their first call, once viem's definition of the chain (if it has one)
 * has loaded.
 */
export function createChainClient(chain: HubChain): ChainClient {
  const urls = readUrlsOf(chain);
  // viem would silently fall back to the chain's built-in URL: refuse instead.
  if (urls.length === 0) throw new TransportUrlMissingError(chain.name);
  // viem's client, for the actions of `chainClientExtras.ts`: made with them, on their first use.
  const client = loadOnce(async (): Promise<Client> => {
    const [extras, definedChain] = await Promise.all([loadExtras(), withViemDefinition(chain)]);
    return extras.createViemClient(definedChain, urls, {
      timeout: HTTP_REQUEST_TIMEOUT_MS,
      batchSize: HTTP_BATCH_SIZE_MAX,
      retryCount: QUERY_RETRY_COUNT,
      fetchFn: fetchWaitingOutRateLimits,
      multicall: { wait: MULTICALL_BATCH_WAIT_MS, batchSize: MULTICALL_BATCH_SIZE_BYTES },
      pollingInterval: RPC_POLLING_INTERVAL_MS,
    });
  });
  // The page's own reads: the same URLs in the same order, with the same timeout.
  const rpcRead = createRpcReader({
    urls,
    timeoutMs: HTTP_REQUEST_TIMEOUT_MS,
    retryCount: QUERY_RETRY_COUNT,
    fetchFn: fetchWaitingOutRateLimits,
  });
  const multicallAddress = multicallAddressOf(chain);
  // The page's first read may be under way already, sent by the entry (prefetchedReads.ts).
  const prefetchedAnswers = new WeakMap<Promise<Hex>, Promise<readonly BatchedOutcome[]>>();
  const prefetched = ({ target, callData }: BatchedCall) => {
    const taken = takePrefetchedCall({ urls, to: multicallAddress, target, callData });
    if (!taken) return null;
    const { answer, index, count } = taken;
    let outcomes = prefetchedAnswers.get(answer);
    if (!outcomes) {
      // Decoded in a task of its own: the answer is usually here before the page asks, and
      // the asking render (a page's first, on mount) would otherwise carry the decode and the
      // store's update too, as one long task.
      outcomes = answer.then(async (raw) => {
        await nextTask();
        return decodeAggregate3(raw, count);
      });
      prefetchedAnswers.set(answer, outcomes);
    }
    return outcomes.then((all) => all[index]!);
  };
  const reads = createChainReads(
    createMulticallBatcher({
      multicallAddress,
      call: async (request) => (await rpcRead('eth_call', [request, 'latest'])) as Hex,
      wait: MULTICALL_BATCH_WAIT_MS,
      batchSize: MULTICALL_BATCH_SIZE_BYTES,
      prefetched,
    }),
    multicallAddress,
  );
  /** Runs one of the actions of `chainClientExtras.ts` (loaded on first use) on this client. */
  const extra = async <T>(run: (extras: typeof Extras, viem: Client) => Promise<T>): Promise<T> => {
    const [extras, viem] = await Promise.all([loadExtras(), client()]);
    return run(extras, viem);
  };
  // Each method is the viem action of the same name bound to this client (as the public
  // client's own methods are); the generic signatures are viem's, hence the casts.
  const methods: Record<keyof ChainClient, (args: never) => Promise<unknown>> = {
    ...reads,
    getEnsName: (args) => extra((extras, viem) => extras.getEnsName(viem, args)),
    getEnsAvatar: (args) => extra((extras, viem) => extras.getEnsAvatar(viem, args)),
    simulateContract: (args) => extra((extras, viem) => extras.simulateContract(viem, args)),
    simulateBlocks: (args) => extra((extras, viem) => extras.simulateBlocks(viem, args)),
    estimateGas: (args) => extra((extras, viem) => extras.estimateGas(viem, args)),
    getBlock: (args) => extra((extras, viem) => extras.getBlock(viem, args)),
    getGasPrice: () => extra((extras, viem) => extras.getGasPrice(viem)),
    getTransaction: (args) => extra((extras, viem) => extras.getTransaction(viem, args)),
    getTransactionReceipt: (args) =>
      extra((extras, viem) => extras.getTransactionReceipt(viem, args)),
    viemClient: client,
  };
  return methods as unknown as ChainClient;
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
