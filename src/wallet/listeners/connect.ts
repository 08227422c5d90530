import { REHYDRATE } from 'redux-persist';
import type { AppStartListening } from '@/app/listener';
import { ANNOUNCED_WALLET_RESTORE_GRACE_MS } from '@/config/constants';
import {
  connectCancelled,
  connectErrorRaised,
  connectFailed,
  connectRequested,
  connectStarted,
  connected,
  disconnectRequested,
  providerAccountsChanged,
  providerChainChanged,
  providerDisconnected,
  reconnectStarted,
  restoreFinished,
  walletConnectUriReceived,
} from '@/wallet/connectionSlice';
import type { Connector } from '../connectors';
import { loadConnectors } from '../connectors/loadConnectors';
import { isFramedBySafeApp, SAFE_CONNECTOR_ID } from '../connectors/safeApp';
import { getAccounts, getChainId, parseAccounts, requestAccounts } from '../eip1193';
import {
  ConnectorAlreadyConnectedError,
  InvalidInputError,
  UserRejectedRequestError,
  WalletError,
  toSerializedError,
} from '../errors';
import {
  getActiveConnection,
  setActiveConnection,
  subscribeProviderEvents,
  waitForAnnouncement,
} from '../providerRegistry';
import {
  clearConnection,
  describeConnectedChain,
  releaseActiveConnection,
  toAccountAddress,
  wasCancelled,
  type WalletListenerApi,
} from './session';

/** A connect the visitor abandoned by disconnecting: not an error to show. */
class ConnectAbandoned extends Error {}

/** Null once `onFailure` heard why the registry did not load. */
async function registry(api: WalletListenerApi, onFailure: (error: unknown) => void) {
  try {
    return await api.pause(loadConnectors());
  } catch (error) {
    if (!wasCancelled(api, error)) onFailure(error);
    return null;
  }
}

/**
 * The connector's provider, first account and chain, each through `step`, recorded as the
 * connection. `prompt`: asks for accounts, else reads a session's; `isCurrent`: not superseded.
 */
async function connectThrough(
  api: WalletListenerApi,
  connector: Connector,
  step: <T>(promise: Promise<T>) => Promise<T>,
  prompt: boolean,
  isCurrent: () => boolean = () => true,
): Promise<'connected' | 'noAccount' | 'superseded'> {
  const { provider, rdns, name } = await step(
    connector.getProvider({
      onDisplayUri: (uri) => (prompt ? api.dispatch(walletConnectUriReceived(uri)) : undefined),
    }),
  );
  let accounts: string[] = [];
  if (prompt) {
    if (connector.prepareConnect) await step(connector.prepareConnect(provider));
    accounts = await step((connector.requestAccounts ?? requestAccounts)(provider));
  } else if (connector.hasSession?.(provider) ?? true) {
    accounts = await step(getAccounts(provider));
  }
  const account = await step(toAccountAddress(accounts[0]));
  if (!isCurrent()) return 'superseded';
  if (!account) return 'noAccount';
  const chainId = await step(getChainId(provider));
  if (!isCurrent()) return 'superseded';
  subscribeProviderEvents(provider, {
    accountsChanged: (value) => api.dispatch(providerAccountsChanged(parseAccounts(value))),
    chainChanged: (value) =>
      api.dispatch(providerChainChanged(typeof value === 'number' ? value : String(value))),
    disconnect: () => api.dispatch(providerDisconnected()),
  });
  setActiveConnection({ connectorId: connector.id, provider, rdns, name });
  const chain = describeConnectedChain(chainId);
  const provided = { walletName: connector.name, provider: { rdns, name } };
  api.dispatch(connected({ connectorId: connector.id, account, chain, ...provided }));
  return 'connected';
}

/** The connector a request names, or why it cannot be connected. */
function requestedConnector(
  resolveConnector: (id: string) => Connector | undefined,
  connectorId: unknown,
  connection: { status: string; connectorId: string | null },
): Connector | WalletError {
  if (typeof connectorId !== 'string' || connectorId.trim() === '') {
    return new InvalidInputError('a wallet connector is required.');
  }
  const connector = resolveConnector(connectorId);
  if (!connector) return new InvalidInputError(`unknown wallet connector "${connectorId}".`);
  if (connection.status === 'connected' && connection.connectorId === connector.id) {
    return new ConnectorAlreadyConnectedError(connector.name);
  }
  return connector;
}

/** Connect: the last request wins; closing the dialog is a user rejection. */
export function listenForConnect(startListening: AppStartListening): void {
  startListening({
    actionCreator: connectRequested,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const connectors = await registry(api, (error) =>
        api.dispatch(connectErrorRaised(toSerializedError(error, { report: true }))),
      );
      if (!connectors) return;
      const connector = requestedConnector(
        connectors.resolveConnector,
        action.payload?.connectorId,
        api.getState().connection,
      );
      if (connector instanceof WalletError) {
        api.dispatch(connectErrorRaised(toSerializedError(connector)));
        return;
      }
      releaseActiveConnection();
      api.dispatch(connectStarted({ connectorId: connector.id }));

      // A disconnect request drops the connect silently (its listener cleared the state).
      const closed = Promise.race([
        api.take(connectCancelled.match).then(() => {
          throw new UserRejectedRequestError();
        }),
        api.take(disconnectRequested.match).then(() => {
          throw new ConnectAbandoned();
        }),
      ]);
      // A connect that ends first makes `take` reject with the listener's abort.
      closed.catch(() => undefined);
      const step = <T>(promise: Promise<T>) => api.pause(Promise.race([promise, closed]));

      try {
        // No account granted is a rejection, whatever the wallet's reason.
        if ((await connectThrough(api, connector, step, true)) === 'noAccount') {
          throw new UserRejectedRequestError();
        }
      } catch (error) {
        if (wasCancelled(api, error) || error instanceof ConnectAbandoned) return;
        api.dispatch(connectFailed(toSerializedError(error, { report: true })));
      }
    },
  });
}

/**
 * Silent restore after a reload, without prompting (a failure leaves the visitor disconnected,
 * without an error): the cached connector, or inside the Safe web app the Safe, saved or not.
 */
export function listenForRestore(startListening: AppStartListening): void {
  startListening({
    predicate: (action) => action.type === REHYDRATE,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const giveUp = () => {
        api.dispatch(connectFailed(null));
        api.dispatch(restoreFinished());
      };
      const { cachedConnectorId: cached, status } = api.getState().connection;
      const cachedConnectorId = isFramedBySafeApp() ? SAFE_CONNECTOR_ID : cached;
      if (!cachedConnectorId || status !== 'disconnected') {
        api.dispatch(restoreFinished());
        return;
      }
      // Busy from the start: a returning visitor never sees "Connect Wallet".
      api.dispatch(reconnectStarted({ connectorId: cachedConnectorId }));
      const connectors = await registry(api, giveUp);
      if (!connectors) return;
      const { awaitsAnnouncement, resolveConnector } = connectors;
      if (awaitsAnnouncement(cachedConnectorId)) {
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
        giveUp();
        return;
      }
      api.dispatch(reconnectStarted({ connectorId: connector.id }));
      // A connect the visitor started meanwhile takes precedence over the restore.
      const stillRestoring = () => {
        const current = api.getState().connection;
        return current.status === 'reconnecting' && current.connectorId === connector.id;
      };
      try {
        const outcome = await connectThrough(api, connector, api.pause, false, stillRestoring);
        if (outcome === 'noAccount') clearConnection(api);
      } catch (error) {
        if (wasCancelled(api, error) || !stillRestoring()) return;
        releaseActiveConnection();
        api.dispatch(connectFailed(null));
      } finally {
        api.dispatch(restoreFinished());
      }
    },
  });
}

/** Disconnect: clear everything at once, then tell the wallet (best effort). */
export function listenForDisconnect(startListening: AppStartListening): void {
  startListening({
    actionCreator: disconnectRequested,
    effect: async (_action, api) => {
      const active = getActiveConnection();
      clearConnection(api);
      if (!active) return;
      // Not every wallet knows wallet_revokePermissions: a failure changes nothing.
      await Promise.allSettled([
        active.provider.request({
          method: 'wallet_revokePermissions',
          params: [{ eth_accounts: {} }],
        }),
        loadConnectors().then(({ resolveConnector }) =>
          resolveConnector(active.connectorId)?.disconnect?.(active.provider),
        ),
      ]);
    },
  });
}
