import type { Chain } from 'viem';
import { env, type HubEnv } from './env';
import { NoChainsConfiguredError, ProviderConfigurationError } from '@/wallet/errors';

/** Plain data: viem's chain definitions (merged in lazily) would pull viem into the first view. */
export interface HubChain extends Chain {
  network: string;
  iconBackground: string;
  /** One or two letters drawn on the icon (no remote images). */
  iconLabel: string;
  /** Names and avatars are looked up on it. */
  hasEns?: boolean;
}

export const LOCAL_CHAIN_ID = 31337;
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const;

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;
const ETHEREUM_GREY = '#484c50';

/** An RPC URL, or one that also answers WebSocket (`withSocket`). */
type RpcEndpoint = string | { http: string; webSocket: string };

const withSocket = (url: string) => ({ http: url, webSocket: url.replace(/^http/, 'ws') });
const publicNode = (name: string) => `https://${name}-rpc.publicnode.com`;
const thirdweb = (chainId: number) => `https://${chainId}.rpc.thirdweb.com`;

type ChainFields = Pick<HubChain, 'id' | 'name'> &
  Partial<Pick<HubChain, 'network' | 'nativeCurrency' | 'testnet' | 'hasEns'>> & {
    /** Tried in order. */
    rpc: RpcEndpoint[];
    explorer?: { name: string; url: string };
    /** Multicall3's deployment block. */
    multicall3?: number;
    icon: [background: string, label?: string];
  };

const rpcUrlsOf = (http: readonly string[], webSocket: string[]) => ({
  default: { http, ...(webSocket.length > 0 ? { webSocket } : {}) },
});

function hubChain(fields: ChainFields): HubChain {
  const [iconBackground, iconLabel = fields.name.slice(0, 1)] = fields.icon;
  const http = fields.rpc.map((rpc) => (typeof rpc === 'string' ? rpc : rpc.http));
  const webSocket = fields.rpc.flatMap((rpc) => (typeof rpc === 'string' ? [] : [rpc.webSocket]));
  return {
    id: fields.id,
    name: fields.name,
    network: fields.network ?? fields.name.toLowerCase(),
    nativeCurrency: fields.nativeCurrency ?? ETHER,
    rpcUrls: rpcUrlsOf(http, webSocket),
    ...(fields.explorer ? { blockExplorers: { default: fields.explorer } } : {}),
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: fields.multicall3 } },
    iconBackground,
    iconLabel,
    ...(fields.testnet ? { testnet: true } : {}),
    ...(fields.hasEns ? { hasEns: true } : {}),
  };
}

function ethereumTestnet(id: number, name: string, multicall3: number, rpc: RpcEndpoint[]) {
  return hubChain({
    id,
    name,
    nativeCurrency: { ...ETHER, name: `${name} Ether` },
    testnet: true,
    rpc,
    explorer: { name: 'Etherscan', url: `https://${name.toLowerCase()}.etherscan.io` },
    multicall3,
    icon: [ETHEREUM_GREY],
  });
}

export const ETHEREUM = hubChain({
  id: 1,
  name: 'Ethereum',
  network: 'homestead',
  hasEns: true,
  rpc: [
    'https://ethereum.reth.rs/rpc',
    withSocket(publicNode('ethereum')),
    'https://cloudflare-eth.com',
  ],
  explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
  multicall3: 14_353_601,
  icon: [ETHEREUM_GREY],
});
export const POLYGON = hubChain({
  id: 137,
  name: 'Polygon',
  network: 'matic',
  nativeCurrency: { ...ETHER, name: 'POL', symbol: 'POL' },
  rpc: [
    'https://polygon.drpc.org',
    'https://polygon-rpc.com',
    withSocket(publicNode('polygon-bor')),
  ],
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
  multicall3: 25_770_160,
  icon: ['#9f71ec'],
});
export const OPTIMISM = hubChain({
  id: 10,
  name: 'OP Mainnet',
  network: 'optimism',
  rpc: ['https://mainnet.optimism.io', withSocket(publicNode('optimism'))],
  explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  multicall3: 4_286_263,
  icon: ['#ff5a57', 'OP'],
});
export const ARBITRUM = hubChain({
  id: 42161,
  name: 'Arbitrum One',
  network: 'arbitrum',
  rpc: ['https://arb1.arbitrum.io/rpc', withSocket(publicNode('arbitrum-one'))],
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
  multicall3: 7_654_707,
  icon: ['#96bedc'],
});
export const ZORA = hubChain({
  id: 7777777,
  name: 'Zora',
  rpc: [withSocket('https://rpc.zora.energy')],
  explorer: { name: 'Explorer', url: 'https://explorer.zora.energy' },
  multicall3: 5_882,
  icon: ['#000000'],
});
export const GOERLI = ethereumTestnet(5, 'Goerli', 6_507_670, [thirdweb(5)]);
export const SEPOLIA = ethereumTestnet(11155111, 'Sepolia', 751_532, [
  thirdweb(11155111),
  publicNode('ethereum-sepolia'),
]);

export function localChain(rpcUrl: string): HubChain {
  const rpc = [withSocket(rpcUrl)];
  return hubChain({ id: LOCAL_CHAIN_ID, name: 'Localhost', rpc, testnet: true, icon: ['#7b3fe4'] });
}

export function validateChains(chains: readonly HubChain[]): readonly HubChain[] {
  if (chains.length === 0) throw new NoChainsConfiguredError();
  if (chains.some((chain) => !chain.rpcUrls.default.http.some((url) => url.trim() !== ''))) {
    throw new ProviderConfigurationError();
  }
  return chains;
}

/** The chain with its RPC endpoints replaced by the configured ones (`VITE_RPC_URLS`), if any. */
function withRpcOverride(chain: HubChain, rpcUrls: HubEnv['rpcUrls'] = {}): HubChain {
  const urls = rpcUrls[chain.id] ?? [];
  if (urls.length === 0) return chain;
  const http = urls.filter((url) => /^https?:/.test(url));
  const webSocket = urls.filter((url) => /^wss?:/.test(url));
  return {
    ...chain,
    rpcUrls: rpcUrlsOf(http.length > 0 ? http : chain.rpcUrls.default.http, webSocket),
  };
}

/** The chains offered, in order (the first is the initial chain); testnets only when enabled. */
export function buildChains(
  source: Pick<HubEnv, 'enableTestnets' | 'localRpcUrl'> & Partial<Pick<HubEnv, 'rpcUrls'>>,
): readonly HubChain[] {
  return validateChains(
    [
      ...(source.localRpcUrl ? [localChain(source.localRpcUrl)] : []),
      ETHEREUM,
      POLYGON,
      OPTIMISM,
      ARBITRUM,
      ZORA,
      ...(source.enableTestnets ? [GOERLI, SEPOLIA] : []),
    ].map((chain) => withRpcOverride(chain, source.rpcUrls)),
  );
}

export const chains: readonly HubChain[] = buildChains(env);

export const initialChain: HubChain = chains[0] as HubChain;

export function findChain(chainId: number, list = chains): HubChain | undefined {
  return list.find((chain) => chain.id === chainId);
}

export function isSupportedChain(chainId: number, list = chains): boolean {
  return findChain(chainId, list) !== undefined;
}
