import { LOCAL_CHAIN_ID } from '@/config/chains';
import { env } from '@/config/env';
import {
  ProviderRpcError,
  RPC_ERROR_CODES,
  parseAccounts,
  parseChainId,
  toHexChainId,
  type Eip1193Provider,
  type RequestArguments,
} from '../eip1193';
import { ConnectorNotFoundError, TransportUrlMissingError } from '../errors';
import { WALLET_METADATA } from '../walletMetadata';
import type { Connector, ConnectorProvider } from './types';

const metadata = WALLET_METADATA.localDev;

/** Forwards JSON-RPC to the local anvil node, whose unlocked account #0 signs (no key here). */
export function createLocalDevProvider(rpcUrl: string): Eip1193Provider {
  if (!rpcUrl) throw new TransportUrlMissingError('Localhost');
  let nextId = 1;

  async function forward(method: string, params: RequestArguments['params']): Promise<unknown> {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    });
    const { result, error } = (await response.json()) as {
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
    };
    if (error) throw new ProviderRpcError(error.code, error.message, error.data);
    return result;
  }

  return {
    async request({ method, params }: RequestArguments) {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return parseAccounts(await forward('eth_accounts', [])).slice(0, 1);
        case 'wallet_switchEthereumChain': {
          const [target] = (params ?? []) as [{ chainId?: unknown }?];
          if (target && parseChainId(target.chainId) === LOCAL_CHAIN_ID) return null;
          throw new ProviderRpcError(RPC_ERROR_CODES.unrecognizedChain, 'Unrecognized chain.');
        }
        case 'wallet_addEthereumChain':
          throw new ProviderRpcError(
            RPC_ERROR_CODES.unsupportedMethod,
            'The local dev wallet lives on the local chain only.',
          );
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          return [{ parentCapability: 'eth_accounts' }];
        case 'wallet_revokePermissions':
          return null;
        case 'wallet_watchAsset':
          return true;
        case 'eth_chainId':
          return toHexChainId(LOCAL_CHAIN_ID);
        default:
          return forward(method, params);
      }
    },
    // It never changes account or chain: no event to emit.
    on: () => undefined,
    removeListener: () => undefined,
  };
}

let localProvider: { url: string; provider: Eip1193Provider } | null = null;

export const localDevConnector: Connector = {
  id: metadata.id,
  name: metadata.name,
  isInstalled: () => Boolean(env.localRpcUrl),
  getProvider: async (): Promise<ConnectorProvider> => {
    const url = env.localRpcUrl;
    if (!url) throw new ConnectorNotFoundError(metadata.name);
    if (localProvider?.url !== url) localProvider = { url, provider: createLocalDevProvider(url) };
    return { provider: localProvider.provider, rdns: null, name: metadata.name };
  },
};
