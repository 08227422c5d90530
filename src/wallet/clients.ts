import type { Address, Chain, Client, Hex, PublicClient } from 'viem';
import { MULTICALL3_ADDRESS, findChain, type HubChain } from '@/config/chains';
import { MULTICALL_BATCH_SIZE_BYTES, MULTICALL_BATCH_WAIT_MS } from '@/config/constants';
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
  type ContractCall,
} from './multicall';
import { encodeFunctionData } from './functionCodec';
import { nextTask } from './nextTask';
import { takePrefetchedCall } from './prefetchedReads';
import { fetchWaitingOutRateLimits } from './rateLimitedFetch';
import { createRpcReader } from './rpcReads';

/** The hub's chain completed with viem's definition of the same id (`viemChains.ts`), if any. */
export async function withViemDefinition(chain: HubChain): Promise<HubChain> {
  const definitions: readonly Chain[] = Object.values(await import('./viemChains'));
  const known = definitions.find(({ id }) => id === chain.id);
  if (!known) return chain;
  return { ...known, ...chain, contracts: { ...known.contracts, ...chain.contracts } };
}

/** viem's actions of the same name, run on first call from `chainClientExtras.ts`. */
const EXTRA_ACTIONS = [
  'estimateGas',
  'getBlock',
  'getEnsName',
  'getGasPrice',
  'getTransaction',
  'getTransactionReceipt',
  'simulateBlocks',
  'simulateContract',
] as const;

/**
 * The subset of viem's public client the hub uses: contract reads through `multicall.ts`, the
 * rest viem's actions loaded on first call (`createPublicClient` would drag the signing stack
 * into every page that reads a chain). `viemClient()` is viem's client, for its watch actions.
 */
export type ChainClient = ChainReads & {
  getEnsAvatar: (args: { name: string }) => Promise<string | null>;
  viemClient: () => Promise<Client>;
} & Pick<PublicClient, (typeof EXTRA_ACTIONS)[number]>;

const loadExtras = (): Promise<typeof Extras> => import('./chainClientExtras');

/** The chain's RPC URLs, in order, blank entries dropped. */
const readUrlsOf = (chain: HubChain) =>
  chain.rpcUrls.default.http.filter((url) => url.trim() !== '');

/** Multicall3 is at its canonical address on every chain the hub lists. */
const multicallAddressOf = (chain: HubChain): Address =>
  chain.contracts?.multicall3?.address ?? MULTICALL3_ADDRESS;

/** A page's first read as it names it at build time (`data-prefetch`, `prefetchedReads.ts`). */
export function prefetchSpecOf(chain: HubChain, contracts: readonly ContractCall[]) {
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

/** The read-only client of one chain: its RPC URLs in order, a timeout, 429s waited out. */
export function createChainClient(chain: HubChain): ChainClient {
  const urls = readUrlsOf(chain);
  // viem would silently fall back to the chain's built-in URL: refuse instead.
  if (urls.length === 0) throw new TransportUrlMissingError(chain.name);
  const client = loadOnce(async (): Promise<Client> => {
    const [extras, definedChain] = await Promise.all([loadExtras(), withViemDefinition(chain)]);
    return extras.createViemClient(definedChain, urls);
  });
  const rpcRead = createRpcReader({ urls, fetchFn: fetchWaitingOutRateLimits });
  const multicallAddress = multicallAddressOf(chain);
  // The page's first read may be under way already, sent by the entry.
  const prefetchedAnswers = new WeakMap<Promise<Hex>, Promise<readonly BatchedOutcome[]>>();
  const prefetched = ({ target, callData }: BatchedCall) => {
    const taken = takePrefetchedCall({ urls, to: multicallAddress, target, callData });
    if (!taken) return null;
    const { answer, index, count } = taken;
    let outcomes = prefetchedAnswers.get(answer);
    if (!outcomes) {
      // Decoded in a task of its own, not inside the render that asked (one long task).
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
  // Each extra is the viem action of that name bound to this client; the casts are for viem's
  // generic signatures.
  const extra =
    (name: (typeof EXTRA_ACTIONS)[number] | 'getEnsAvatar') =>
    async (args: unknown): Promise<unknown> => {
      const [extras, viem] = await Promise.all([loadExtras(), client()]);
      return (extras[name] as (client: Client, args: unknown) => Promise<unknown>)(viem, args);
    };
  const methods = Object.fromEntries(
    [...EXTRA_ACTIONS, 'getEnsAvatar' as const].map((name) => [name, extra(name)]),
  );
  return { ...reads, ...methods, viemClient: client } as unknown as ChainClient;
}

const cache = new Map<number, ChainClient>();

/** The shared client of a configured chain; any other id throws `ChainNotConfiguredError`. */
export function getChainClient(chainId: number): ChainClient {
  let client = cache.get(chainId);
  if (client) return client;
  const chain = findChain(chainId);
  if (!chain) throw new ChainNotConfiguredError(chainId);
  client = createChainClient(chain);
  cache.set(chainId, client);
  return client;
}

/** Forgets every cached client (tests). */
export function clearChainClients(): void {
  cache.clear();
}
