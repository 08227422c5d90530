import type { Chain } from 'viem';
import { env, type HubEnv } from './env';
import { NoChainsConfiguredError, ProviderConfigurationError } from '@/wallet/errors';

/**
 * A chain the hub can work with: viem's chain shape (id, name, native currency, RPC URLs,
 * explorers, Multicall3) plus what the wallet UI shows.
 *
 * The descriptions are plain data here, without viem's runtime chain definitions: those carry
 * formatters and serializers that would pull most of viem into the first view. The lazily
 * loaded chain clients (`wallet/clients.ts`) merge viem's definitions back in by chain id.
 */
export interface HubChain extends Chain {
  /** Short machine name, as in the spec's chain description. */
  network: string;
  /** Hex colour behind the chain's icon. */
  iconBackground: string;
  /** One or two letters drawn on the icon (no remote images). */
  iconLabel: string;
  /** The chain has ENS (names and avatars are looked up on it). */
  hasEns?: boolean;
}

export const LOCAL_CHAIN_ID = 31337;
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const;

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/** Multicall3 at its canonical address, deployed at `blockCreated` on that chain. */
const multicall3 = (blockCreated: number) => ({
  multicall3: { address: MULTICALL3_ADDRESS, blockCreated },
});

interface ChainFields {
  id: number;
  name: string;
  network: string;
  nativeCurrency: Chain['nativeCurrency'];
  /** Several public RPC endpoints, tried in order (viem `fallback`). */
  http: string[];
  webSocket?: string[];
  explorer: { name: string; url: string };
  multicall3BlockCreated: number;
  iconBackground: string;
  iconLabel: string;
  testnet?: boolean;
  hasEns?: boolean;
}

function hubChain(fields: ChainFields): HubChain {
  return {
    id: fields.id,
    name: fields.name,
    network: fields.network,
    nativeCurrency: fields.nativeCurrency,
    rpcUrls: {
      default: {
        http: fields.http,
        ...(fields.webSocket ? { webSocket: fields.webSocket } : {}),
      },
    },
    blockExplorers: { default: fields.explorer },
    contracts: multicall3(fields.multicall3BlockCreated),
    iconBackground: fields.iconBackground,
    iconLabel: fields.iconLabel,
    ...(fields.testnet ? { testnet: true } : {}),
    ...(fields.hasEns ? { hasEns: true } : {}),
  };
}

export const ETHEREUM = hubChain({
  id: 1,
  name: 'Ethereum',
  network: 'homestead',
  nativeCurrency: ETHER,
  http: [
    'https://ethereum.reth.rs/rpc',
    'https://ethereum-rpc.publicnode.com',
    'https://cloudflare-eth.com',
  ],
  webSocket: ['wss://ethereum-rpc.publicnode.com'],
  explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
  multicall3BlockCreated: 14_353_601,
  iconBackground: '#484c50',
  iconLabel: 'E',
  hasEns: true,
});
export const POLYGON = hubChain({
  id: 137,
  name: 'Polygon',
  network: 'matic',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  http: [
    'https://polygon.drpc.org',
    'https://polygon-rpc.com',
    'https://polygon-bor-rpc.publicnode.com',
  ],
  webSocket: ['wss://polygon-bor-rpc.publicnode.com'],
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
  multicall3BlockCreated: 25_770_160,
  iconBackground: '#9f71ec',
  iconLabel: 'P',
});
export const OPTIMISM = hubChain({
  id: 10,
  name: 'OP Mainnet',
  network: 'optimism',
  nativeCurrency: ETHER,
  http: ['https://mainnet.optimism.io', 'https://optimism-rpc.publicnode.com'],
  webSocket: ['wss://optimism-rpc.publicnode.com'],
  explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  multicall3BlockCreated: 4_286_263,
  iconBackground: '#ff5a57',
  iconLabel: 'OP',
});
export const ARBITRUM = hubChain({
  id: 42161,
  name: 'Arbitrum One',
  network: 'arbitrum',
  nativeCurrency: ETHER,
  http: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-rpc.publicnode.com'],
  webSocket: ['wss://arbitrum-one-rpc.publicnode.com'],
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
  multicall3BlockCreated: 7_654_707,
  iconBackground: '#96bedc',
  iconLabel: 'A',
});
export const ZORA = hubChain({
  id: 7777777,
  name: 'Zora',
  network: 'zora',
  nativeCurrency: ETHER,
  http: ['https://rpc.zora.energy'],
  webSocket: ['wss://rpc.zora.energy'],
  explorer: { name: 'Explorer', url: 'https://explorer.zora.energy' },
  multicall3BlockCreated: 5_882,
  iconBackground: '#000000',
  iconLabel: 'Z',
});
export const GOERLI = hubChain({
  id: 5,
  name: 'Goerli',
  network: 'goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  http: ['https://5.rpc.thirdweb.com'],
  explorer: { name: 'Etherscan', url: 'https://goerli.etherscan.io' },
  multicall3BlockCreated: 6_507_670,
  iconBackground: '#484c50',
  iconLabel: 'G',
  testnet: true,
});
export const SEPOLIA = hubChain({
  id: 11155111,
  name: 'Sepolia',
  network: 'sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  http: ['https://11155111.rpc.thirdweb.com', 'https://ethereum-sepolia-rpc.publicnode.com'],
  explorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  multicall3BlockCreated: 751_532,
  iconBackground: '#484c50',
  iconLabel: 'S',
  testnet: true,
});
/** Defined for completeness; offered only if a build adds it to the list. */
export const BNB_SMART_CHAIN = hubChain({
  id: 56,
  name: 'BNB Smart Chain',
  network: 'bsc',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  http: ['https://56.rpc.thirdweb.com', 'https://bsc-rpc.publicnode.com'],
  explorer: { name: 'BscScan', url: 'https://bscscan.com' },
  multicall3BlockCreated: 15_921_452,
  iconBackground: '#ebac0e',
  iconLabel: 'B',
});

/** The local development chain (anvil), on the given RPC. */
export function localChain(rpcUrl: string): HubChain {
  const wsUrl = rpcUrl.replace(/^http/, 'ws');
  return {
    id: LOCAL_CHAIN_ID,
    name: 'Localhost',
    network: 'localhost',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    testnet: true,
    iconBackground: '#7b3fe4',
    iconLabel: 'L',
  };
}

/**
 * Refuses a chain list the wallet layer cannot work with: an empty list, or a chain without an
 * RPC URL (messages from the error catalogue).
 */
export function validateChains(chains: readonly HubChain[]): readonly HubChain[] {
  if (chains.length === 0) throw new NoChainsConfiguredError();
  for (const chain of chains) {
    if (!chain.rpcUrls.default.http.some((url) => url.trim() !== '')) {
      throw new ProviderConfigurationError();
    }
  }
  return chains;
}

/**
 * The chain with its public RPC endpoints replaced by the configured ones (`VITE_RPC_URLS`),
 * when there are any for its id.
 */
export function withRpcOverride(
  chain: HubChain,
  rpcUrls: Readonly<Record<number, readonly string[]>> = {},
): HubChain {
  const urls = rpcUrls[chain.id];
  if (!urls || urls.length === 0) return chain;
  const http = urls.filter((url) => /^https?:/.test(url));
  const webSocket = urls.filter((url) => /^wss?:/.test(url));
  return {
    ...chain,
    rpcUrls: {
      default: {
        http: http.length > 0 ? http : chain.rpcUrls.default.http,
        ...(webSocket.length > 0 ? { webSocket } : {}),
      },
    },
  };
}

/**
 * The chains offered, in order: Localhost first when a local RPC is configured, then Ethereum
 * (the default initial chain otherwise), Polygon, OP Mainnet, Arbitrum One, Zora, and the
 * testnets only when enabled.
 */
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

/** The chain a new connection is steered to. */
export const initialChain: HubChain = chains[0] as HubChain;

export function findChain(
  chainId: number,
  list: readonly HubChain[] = chains,
): HubChain | undefined {
  return list.find((chain) => chain.id === chainId);
}

export function isSupportedChain(chainId: number, list: readonly HubChain[] = chains): boolean {
  return findChain(chainId, list) !== undefined;
}
