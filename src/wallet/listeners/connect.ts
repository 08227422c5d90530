import type { AppStartListening } from '@/app/listener';
import {
  connectCancelled,
  connectErrorRaised,
  connectFailed,
  connectRequested,
  connectStarted,
  disconnectRequested,
  walletConnectUriReceived,
} from '@/wallet/connectionSlice';
import type { Connector } from '../connectors';
import { loadConnectors, type ConnectorRegistry } from '../connectors/loadConnectors';
import { getChainId, requestAccounts } from '../eip1193';
import {
  ConnectorAlreadyConnectedError,
  InvalidInputError,
  UserRejectedRequestError,
  WalletError,
  toSerializedError,
} from '../errors';
import { getActiveConnection } from '../providerRegistry';
import {
  establishConnection,
  releaseActiveConnection,
  toAccountAddress,
  wasCancelled,
} from './session';

/** A connect the visitor abandoned by disconnecting: not an error to show. */
class ConnectAbandoned extends Error {}

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
      let connectors: ConnectorRegistry;
      try {
        connectors = await api.pause(loadConnectors());
      } catch (error) {
        if (!wasCancelled(api, error))
          api.dispatch(connectErrorRaised(toSerializedError(error, { report: true })));
        return;
      }
      const connector = requestedConnector(
        connectors.resolveConnector,
        action.payload?.connectorId,
        api.getState().connection,
      );
      if (connector instanceof WalletError) {
        api.dispatch(connectErrorRaised(toSerializedError(connector)));
        return;
      }
      if (getActiveConnection()) releaseActiveConnection();
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
        const connectorProvider = await step(
          connector.getProvider({
            onDisplayUri: (uri) => api.dispatch(walletConnectUriReceived(uri)),
          }),
        );
        if (connector.prepareConnect)
          await step(connector.prepareConnect(connectorProvider.provider));
        const accounts = await step(
          (connector.requestAccounts ?? requestAccounts)(connectorProvider.provider),
        );
        const account = await step(toAccountAddress(accounts[0]));
        // No account granted is a rejection, whatever the wallet's reason.
        if (!account) throw new UserRejectedRequestError();
        const chainId = await step(getChainId(connectorProvider.provider));
        establishConnection(api, connector, connectorProvider, account, chainId);
      } catch (error) {
        if (wasCancelled(api, error) || error instanceof ConnectAbandoned) return;
        api.dispatch(connectFailed(toSerializedError(error, { report: true })));
      }
    },
  });
}
