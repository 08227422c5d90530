/**
 * The listener middleware of the wallet layer: the only code that talks to wallets. It turns
 * intents (connect, switch chain, disconnect), provider events and the reload into actions.
 * Live provider objects stay in `providerRegistry.ts`; the store only sees serializable data.
 */
import { TaskAbortError, type ListenerEffectAPI } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { AppDispatch, RootState } from '@/app/store';
import type { AppStartListening } from '@/app/listener';
import { findChain, type HubChain } from '@/config/chains';
import {
  accountChanged,
  chainChanged,
  connectCancelled,
  connectErrorRaised,
  connectFailed,
  connectRequested,
  connectStarted,
  connected,
  disconnectRequested,
  disconnected,
  providerAccountsChanged,
  providerChainChanged,
  providerDisconnected,
  reconnectStarted,
  restoreFinished,
  switchChainFailed,
  switchChainRequested,
  switchChainStarted,
  switchChainSucceeded,
  walletConnectUriReceived,
} from '@/features/connection/slice';
import { addressSet, hubCleared, providerSet, walletSet } from '@/features/hub/slice';
import { installedWalletsDetected, walletAnnounced } from '@/features/wallets/slice';
import { describeConnectedChain, toAddEthereumChainParameter } from './chainDescription';
import { detectInstalledConnectorIds, resolveConnector, type Connector } from './connectors';
import type { ConnectorProvider } from './connectors/types';
import {
  RPC_ERROR_CODES,
  getAccounts,
  getChainId,
  parseChainId,
  requestAccounts,
  rpcErrorCode,
  toHexChainId,
  type Eip1193Provider,
} from './eip1193';
import {
  ChainNotConfiguredError,
  ConnectorAlreadyConnectedError,
  InvalidInputError,
  NotConnectedError,
  ResourceUnavailableError,
  SwitchChainError,
  SwitchChainNotSupportedError,
  UserRejectedRequestError,
  WalletError,
  toSerializedError,
  toWalletError,
} from './errors';
import {
  discoverWallets,
  getActiveConnection,
  setActiveConnection,
  subscribeProviderEvents,
  unsubscribeAllProviderEvents,
  waitForAnnouncement,
} from './providerRegistry';
import { awaitsAnnouncement } from './connectors/announced';
import { ANNOUNCED_WALLET_RESTORE_GRACE_MS } from '@/config/constants';

type WalletListenerApi = ListenerEffectAPI<RootState, AppDispatch>;

/**
 * Checksummed address, or undefined when the wallet reported something that is not one. The
 * checksum needs keccak from viem: `import()`ed here, so viem loads after a wallet answers,
 * not with the first view.
 */
export async function toAccountAddress(value: unknown): Promise<`0x${string}` | undefined> {
  if (typeof value !== 'string') return undefined;
  const { toChecksumAddress } = await import('./address');
  return toChecksumAddress(value);
}

/** True for a positive safe integer: the only acceptable chain id. */
export function isValidChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** A connect the visitor abandoned by disconnecting: not an error to show. */
class ConnectAbandoned extends Error {}

/** The listener was cancelled (a newer request took over, or the store is shutting down). */
function wasCancelled(api: WalletListenerApi, error: unknown): boolean {
  return error instanceof TaskAbortError || api.signal.aborted;
}

/** Forgets the live connection: event subscription and active provider. */
function releaseActiveConnection(): void {
  unsubscribeAllProviderEvents();
  setActiveConnection(null);
}

/** Back to disconnected: connection state (cache included) and the hub's wallet fields. */
function clearConnection(api: WalletListenerApi): void {
  releaseActiveConnection();
  api.dispatch(disconnected());
  api.dispatch(hubCleared());
}

/**
 * Records a live connection: one event subscription on the provider (any earlier one removed
 * first), the provider in the registry, the connection and the hub's fields in the store.
 */
function establishConnection(
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
      api.dispatch(
        providerChainChanged(typeof value === 'number' ? value : String(value)),
      ),
    disconnect: (error) => api.dispatch(providerDisconnected({ code: rpcErrorCode(error) ?? null })),
  });
  setActiveConnection({ connectorId: connector.id, provider, rdns, name });
  api.dispatch(
    connected({ connectorId: connector.id, account, chain: describeConnectedChain(chainId) }),
  );
  api.dispatch(addressSet(account));
  api.dispatch(walletSet({ connectorId: connector.id, name: connector.name }));
  api.dispatch(providerSet({ rdns, name }));
}

/** Maps a failed switch or add: unsupported → the no-switching message, else switch-chain. */
function toSwitchError(error: unknown, chain: HubChain): WalletError {
  const code = rpcErrorCode(error);
  if (code === RPC_ERROR_CODES.unsupportedMethod || code === RPC_ERROR_CODES.methodNotFound) {
    return new SwitchChainNotSupportedError({ cause: error });
  }
  if (code === RPC_ERROR_CODES.resourceUnavailable) {
    return new ResourceUnavailableError({ cause: error });
  }
  if (error instanceof WalletError) return error;
  return new SwitchChainError(chain.name, { cause: error });
}

/**
 * EIP-3326 switch; when the wallet does not know the chain (4902), EIP-3085 add with the chain's
 * full description, then switch again.
 */
async function switchOrAddChain(provider: Eip1193Provider, chain: HubChain): Promise<void> {
  const switchRequest = { method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(chain.id) }] };
  try {
    await provider.request(switchRequest);
    return;
  } catch (error) {
    if (rpcErrorCode(error) !== RPC_ERROR_CODES.unrecognizedChain) throw toSwitchError(error, chain);
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [toAddEthereumChainParameter(chain)],
    });
    // Some wallets switch as they add; asking again is harmless and covers the others.
    await provider.request(switchRequest);
  } catch (error) {
    throw toSwitchError(error, chain);
  }
}

const registeredWith = new WeakSet<AppStartListening>();

/**
 * Starts the wallet layer's listeners on a listener middleware. Registering twice on the same
 * middleware (StrictMode, hot reload) is a no-op, so every intent has exactly one listener.
 */
export function registerWalletListeners(startListening: AppStartListening): void {
  if (registeredWith.has(startListening)) return;
  registeredWith.add(startListening);

  // EIP-6963 discovery, on the store's first action (listeners have no start hook of their own).
  startListening({
    predicate: () => true,
    effect: (_action, api) => {
      api.unsubscribe();
      const refreshInstalled = () =>
        api.dispatch(installedWalletsDetected(detectInstalledConnectorIds()));
      discoverWallets(({ info }) => {
        api.dispatch(
          walletAnnounced({ uuid: info.uuid, name: info.name, icon: info.icon, rdns: info.rdns }),
        );
        refreshInstalled();
      });
      refreshInstalled();
    },
  });

  // Connect: the last request wins; closing the dialog is a user rejection.
  startListening({
    actionCreator: connectRequested,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const connectorId: unknown = action.payload?.connectorId;
      if (typeof connectorId !== 'string' || connectorId.trim() === '') {
        api.dispatch(connectErrorRaised(toSerializedError(new InvalidInputError('a wallet connector is required.'))));
        return;
      }
      const connector = resolveConnector(connectorId);
      if (!connector) {
        api.dispatch(
          connectErrorRaised(
            toSerializedError(new InvalidInputError(`unknown wallet connector "${connectorId}".`)),
          ),
        );
        return;
      }
      const { connection } = api.getState();
      if (connection.status === 'connected' && connection.connectorId === connector.id) {
        api.dispatch(
          connectErrorRaised(toSerializedError(new ConnectorAlreadyConnectedError(connector.name))),
        );
        return;
      }
      // Another wallet was connected: let go of it before asking the new one.
      if (getActiveConnection()) {
        releaseActiveConnection();
        api.dispatch(hubCleared());
      }
      api.dispatch(connectStarted({ connectorId: connector.id }));

      // Closing the dialog rejects the connect; a disconnect request drops it silently (the
      // disconnect listener has already cleared the state).
      const closed = Promise.race([
        api.take(connectCancelled.match).then(() => {
          throw new UserRejectedRequestError();
        }),
        api.take(disconnectRequested.match).then(() => {
          throw new ConnectAbandoned();
        }),
      ]);
      // When the connect ends first, `take` rejects with the listener's abort: nothing to report.
      closed.catch(() => undefined);
      const step = <T>(promise: Promise<T>) => api.pause(Promise.race([promise, closed]));

      try {
        const connectorProvider = await step(
          connector.getProvider({
            onDisplayUri: (uri) => api.dispatch(walletConnectUriReceived(uri)),
          }),
        );
        if (connector.prepareConnect) await step(connector.prepareConnect(connectorProvider.provider));
        const accounts = await step(requestAccounts(connectorProvider.provider));
        const account = await step(toAccountAddress(accounts[0]));
        // No account granted is a rejection, whatever the wallet's reason.
        if (!account) throw new UserRejectedRequestError();
        const chainId = await step(getChainId(connectorProvider.provider));
        establishConnection(api, connector, connectorProvider, account, chainId);
      } catch (error) {
        if (wasCancelled(api, error) || error instanceof ConnectAbandoned) return;
        api.dispatch(connectFailed(toSerializedError(error)));
      }
    },
  });

  // Silent restore after a reload: the cached connector, without prompting.
  startListening({
    predicate: (action) => action.type === REHYDRATE,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const { cachedConnectorId, status } = api.getState().connection;
      if (!cachedConnectorId || status !== 'disconnected') {
        api.dispatch(restoreFinished());
        return;
      }
      // A remembered EIP-6963 wallet may announce itself a moment late: wait briefly, busy.
      if (awaitsAnnouncement(cachedConnectorId)) {
        api.dispatch(reconnectStarted({ connectorId: cachedConnectorId }));
        await api.pause(
          waitForAnnouncement(
            () => !awaitsAnnouncement(cachedConnectorId),
            ANNOUNCED_WALLET_RESTORE_GRACE_MS,
          ),
        );
        if (api.getState().connection.status !== 'reconnecting') {
          api.dispatch(restoreFinished());
          return;
        }
      }
      const connector = resolveConnector(cachedConnectorId);
      if (!connector) {
        api.dispatch(connectFailed(null));
        api.dispatch(restoreFinished());
        return;
      }
      api.dispatch(reconnectStarted({ connectorId: connector.id }));
      // A connect the visitor started meanwhile takes precedence over the restore.
      const stillRestoring = () => {
        const current = api.getState().connection;
        return current.status === 'reconnecting' && current.connectorId === connector.id;
      };
      try {
        const connectorProvider = await api.pause(
          connector.getProvider({ onDisplayUri: () => undefined }),
        );
        const hasSession = connector.hasSession?.(connectorProvider.provider) ?? true;
        const accounts = hasSession ? await api.pause(getAccounts(connectorProvider.provider)) : [];
        const account = await api.pause(toAccountAddress(accounts[0]));
        if (!stillRestoring()) return;
        if (!account) {
          // The wallet no longer grants the site an account: forget the cached connection.
          clearConnection(api);
          return;
        }
        const chainId = await api.pause(getChainId(connectorProvider.provider));
        if (!stillRestoring()) return;
        establishConnection(api, connector, connectorProvider, account, chainId);
      } catch (error) {
        if (wasCancelled(api, error) || !stillRestoring()) return;
        // Silent: a restore that fails leaves the visitor disconnected, without an error.
        releaseActiveConnection();
        api.dispatch(connectFailed(null));
      } finally {
        api.dispatch(restoreFinished());
      }
    },
  });

  // Switch chain: the last request wins.
  startListening({
    actionCreator: switchChainRequested,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const chainId: unknown = action.payload?.chainId;
      if (!isValidChainId(chainId)) {
        api.dispatch(
          switchChainFailed(
            toSerializedError(new InvalidInputError('a chain id must be a positive whole number.')),
          ),
        );
        return;
      }
      const chain = findChain(chainId);
      if (!chain) {
        api.dispatch(switchChainFailed(toSerializedError(new ChainNotConfiguredError(chainId))));
        return;
      }
      const active = getActiveConnection();
      if (!active || api.getState().connection.status !== 'connected') {
        api.dispatch(switchChainFailed(toSerializedError(new NotConnectedError())));
        return;
      }
      api.dispatch(switchChainStarted(chainId));
      try {
        await api.pause(switchOrAddChain(active.provider, chain));
        // Not every wallet emits chainChanged after a switch: read the chain to be sure.
        const current = await api.pause(getChainId(active.provider));
        api.dispatch(chainChanged(describeConnectedChain(current)));
        api.dispatch(switchChainSucceeded());
      } catch (error) {
        if (wasCancelled(api, error)) return;
        api.dispatch(
          switchChainFailed(
            toSerializedError(toWalletError(error, (cause) => new SwitchChainError(chain.name, { cause }))),
          ),
        );
      }
    },
  });

  // Disconnect: clear everything at once, then tell the wallet (best effort).
  startListening({
    actionCreator: disconnectRequested,
    effect: async (_action, api) => {
      const active = getActiveConnection();
      clearConnection(api);
      if (!active) return;
      const connector = resolveConnector(active.connectorId);
      // Not every wallet knows wallet_revokePermissions: a failure changes nothing here.
      await Promise.allSettled([
        active.provider.request({
          method: 'wallet_revokePermissions',
          params: [{ eth_accounts: {} }],
        }),
        connector?.disconnect?.(active.provider),
      ]);
    },
  });

  // Provider events.
  startListening({
    actionCreator: providerAccountsChanged,
    effect: async (action, api) => {
      // The latest event wins over one still being checksummed.
      api.cancelActiveListeners();
      const active = getActiveConnection();
      if (!active) return;
      if (action.payload.length === 0) {
        clearConnection(api);
        return;
      }
      const account = await api.pause(toAccountAddress(action.payload[0]));
      // Ignore malformed accounts, and events of a connection that ended meanwhile.
      if (!account || getActiveConnection() !== active) return;
      api.dispatch(accountChanged(account));
      api.dispatch(addressSet(account));
    },
  });

  startListening({
    actionCreator: providerChainChanged,
    effect: (action, api) => {
      if (!getActiveConnection()) return;
      try {
        api.dispatch(chainChanged(describeConnectedChain(parseChainId(action.payload))));
      } catch {
        // A malformed chain id is ignored: the next event or read will correct the state.
      }
    },
  });

  startListening({
    actionCreator: providerDisconnected,
    effect: async (_action, api) => {
      const active = getActiveConnection();
      if (!active) return;
      // Some wallets emit `disconnect` while they reconnect to another RPC: if the site still
      // has an account, the connection is alive.
      try {
        const accounts = await api.pause(getAccounts(active.provider));
        if (accounts.length > 0 && getActiveConnection() === active) return;
      } catch (error) {
        if (wasCancelled(api, error)) return;
      }
      if (getActiveConnection() === active) clearConnection(api);
    },
  });
}
