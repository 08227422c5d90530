import type { Chain } from 'viem';
import { arbitrum, bsc, goerli, mainnet, optimism, polygon, sepolia, zora } from 'viem/chains';
import { env, type HubEnv } from './env';
import { NoChainsConfiguredError, ProviderConfigurationError } from '@/wallet/errors';

/**
 * A chain the hub can work with: viem's description (id, name, native currency, RPC URLs,
 * explorers, Multicall3 and ENS contracts) plus what the wallet UI shows.
 */
export interface HubChain extends Chain {
  /** Short machine name, as in the spec's chain description. */
  network: string;
  /** Hex colour behind the chain's icon. */
  iconBackground: string;
  /** One or two letters drawn on the icon (no remote images). */
  iconLabel: string;
}

export const LOCAL_CHAIN_ID = 31337;
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const;

/**
 * Several public RPC endpoints per chain, tried in order (viem `fallback`). The first entry of
 * each list is viem's own default.
 */
function withRpcs(chain: Chain, http: string[], webSocket: string[] = []): Chain['rpcUrls'] {
  const defaults = chain.rpcUrls.default;
  return {
    default: {
      http: [...new Set([...defaults.http, ...http])],
      ...(webSocket.length > 0 || defaults.webSocket
        ? { webSocket: [...new Set([...(defaults.webSocket ?? []), ...webSocket])] }
        : {}),
    },
  };
}

function hubChain(
  chain: Chain,
  network: string,
  iconBackground: string,
  iconLabel: string,
  rpcUrls: Chain['rpcUrls'],
): HubChain {
  return { ...chain, rpcUrls, network, iconBackground, iconLabel };
}

export const ETHEREUM = hubChain(
  mainnet,
  'homestead',
  '#484c50',
  'E',
  withRpcs(
    mainnet,
    ['https://ethereum-rpc.publicnode.com', 'https://cloudflare-eth.com'],
    ['wss://ethereum-rpc.publicnode.com'],
  ),
);
export const POLYGON = hubChain(
  polygon,
  'matic',
  '#9f71ec',
  'P',
  withRpcs(
    polygon,
    ['https://polygon-rpc.com', 'https://polygon-bor-rpc.publicnode.com'],
    ['wss://polygon-bor-rpc.publicnode.com'],
  ),
);
export const OPTIMISM = hubChain(
  optimism,
  'optimism',
  '#ff5a57',
  'OP',
  withRpcs(
    optimism,
    ['https://optimism-rpc.publicnode.com'],
    ['wss://optimism-rpc.publicnode.com'],
  ),
);
export const ARBITRUM = hubChain(
  arbitrum,
  'arbitrum',
  '#96bedc',
  'A',
  withRpcs(
    arbitrum,
    ['https://arbitrum-one-rpc.publicnode.com'],
    ['wss://arbitrum-one-rpc.publicnode.com'],
  ),
);
export const ZORA = hubChain(zora, 'zora', '#000000', 'Z', withRpcs(zora, []));
export const GOERLI = hubChain(goerli, 'goerli', '#484c50', 'G', withRpcs(goerli, []));
export const SEPOLIA = hubChain(
  sepolia,
  'sepolia',
  '#484c50',
  'S',
  withRpcs(sepolia, ['https://ethereum-sepolia-rpc.publicnode.com']),
);
/** Defined for completeness; offered only if a build adds it to the list. */
export const BNB_SMART_CHAIN = hubChain(
  bsc,
  'bsc',
  '#ebac0e',
  'B',
  withRpcs(bsc, ['https://bsc-rpc.publicnode.com']),
);

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
 * The chains offered, in order: Localhost first when a local RPC is configured, then Ethereum
 * (the default initial chain otherwise), Polygon, OP Mainnet, Arbitrum One, Zora, and the
 * testnets only when enabled.
 */
export function buildChains(
  source: Pick<HubEnv, 'enableTestnets' | 'localRpcUrl'>,
): readonly HubChain[] {
  return validateChains([
    ...(source.localRpcUrl ? [localChain(source.localRpcUrl)] : []),
    ETHEREUM,
    POLYGON,
    OPTIMISM,
    ARBITRUM,
    ZORA,
    ...(source.enableTestnets ? [GOERLI, SEPOLIA] : []),
  ]);
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
