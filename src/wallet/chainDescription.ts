import { isSupportedChain, type HubChain } from '@/config/chains';
import type { ConnectedChain } from '@/wallet/connectionSlice';
import { toHexChainId } from './eip1193';

/** The connected chain as the store keeps it: its id and whether the hub supports it. */
export function describeConnectedChain(chainId: number): ConnectedChain {
  return { id: chainId, unsupported: !isSupportedChain(chainId) };
}

/** EIP-3085 parameters of `wallet_addEthereumChain`: the chain's full description. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls?: string[];
}

export function toAddEthereumChainParameter(chain: HubChain): AddEthereumChainParameter {
  const explorer = chain.blockExplorers?.default.url;
  return {
    chainId: toHexChainId(chain.id),
    chainName: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: [...chain.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  };
}
