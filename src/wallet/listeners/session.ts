/** What the wallet listeners share: the live connection and checks of what wallets report. */
import { TaskAbortError, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/app/store';
import { isSupportedChain } from '@/config/chains';
import {
  connected,
  type ConnectedChain,
  disconnected,
  providerAccountsChanged,
  providerChainChanged,
  providerDisconnected,
} from '@/wallet/connectionSlice';
import type { Connector } from '../connectors';
import type { ConnectorProvider } from '../connectors/types';
import { rpcErrorCode } from '../eip1193';
import {
  setActiveConnection,
  subscribeProviderEvents,
  unsubscribeAllProviderEvents,
} from '../providerRegistry';

type WalletListenerApi = ListenerEffectAPI<RootState, AppDispatch>;

/**
 * Checksummed address, or undefined when it is not one. The checksum needs viem's keccak:
 * `import()`ed, so viem loads after a wallet answers, not with the first view.
 */
export async function toAccountAddress(value: unknown): Promise<`0x${string}` | undefined> {
  if (typeof value !== 'string') return undefined;
  const { toChecksumAddress } = await import('../address');
  return toChecksumAddress(value);
}

/** The connected chain as the store keeps it. */
export function describeConnectedChain(chainId: number): ConnectedChain {
  return { id: chainId, unsupported: !isSupportedChain(chainId) };
}

/** A newer request took over, or the store is shutting down. */
export function wasCancelled(api: WalletListenerApi, error: unknown): boolean {
  return error instanceof TaskAbortError || api.signal.aborted;
}

/** Forgets the event subscription and the active provider. */
export function releaseActiveConnection(): void {
  unsubscribeAllProviderEvents();
  setActiveConnection(null);
}

/** Back to disconnected, the cached connection included. */
export function clearConnection(api: WalletListenerApi): void {
  releaseActiveConnection();
  api.dispatch(disconnected());
}

/** Records a live connection: its event subscription, the registry's provider, the store. */
export function establishConnection(
  api: WalletListenerApi,
  connector: Connector,
  { provider, rdns, name }: ConnectorProvider,
  account: `0x${string}`,
  chainId: number,
): void {
  subscribeProviderEvents(provider, {
    accountsChanged: (accounts) =>
      api.dispatch(
        providerAccountsChanged(
          Array.isArray(accounts) ? accounts.filter((a) => typeof a === 'string') : [],
        ),
      ),
    chainChanged: (value) =>
      api.dispatch(providerChainChanged(typeof value === 'number' ? value : String(value))),
    disconnect: (error) =>
      api.dispatch(providerDisconnected({ code: rpcErrorCode(error) ?? null })),
  });
  setActiveConnection({ connectorId: connector.id, provider, rdns, name });
  api.dispatch(
    connected({
      connectorId: connector.id,
      account,
      chain: describeConnectedChain(chainId),
      walletName: connector.name,
      provider: { rdns, name },
    }),
  );
}
