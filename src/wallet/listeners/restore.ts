import { REHYDRATE } from 'redux-persist';
import type { AppStartListening } from '@/app/listener';
import { connectFailed, reconnectStarted, restoreFinished } from '@/wallet/connectionSlice';
import { ANNOUNCED_WALLET_RESTORE_GRACE_MS } from '@/config/constants';
import { loadConnectors, type ConnectorRegistry } from '../connectors/loadConnectors';
import { isFramedBySafeApp, SAFE_CONNECTOR_ID } from '../connectors/safeApp';
import { waitForAnnouncement } from '../providerRegistry';
import { getAccounts, getChainId } from '../eip1193';
import {
  clearConnection,
  establishConnection,
  releaseActiveConnection,
  toAccountAddress,
  wasCancelled,
} from './session';

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
      const cachedConnectorId =
        status === 'disconnected' && isFramedBySafeApp() ? SAFE_CONNECTOR_ID : cached;
      if (!cachedConnectorId || status !== 'disconnected') {
        api.dispatch(restoreFinished());
        return;
      }
      // Busy from the start: a returning visitor never sees "Connect Wallet".
      api.dispatch(reconnectStarted({ connectorId: cachedConnectorId }));
      let connectors: ConnectorRegistry;
      try {
        connectors = await api.pause(loadConnectors());
      } catch (error) {
        if (!wasCancelled(api, error)) giveUp();
        return;
      }
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
        const connectorProvider = await api.pause(
          connector.getProvider({ onDisplayUri: () => undefined }),
        );
        const hasSession = connector.hasSession?.(connectorProvider.provider) ?? true;
        const accounts = hasSession ? await api.pause(getAccounts(connectorProvider.provider)) : [];
        const account = await api.pause(toAccountAddress(accounts[0]));
        if (!stillRestoring()) return;
        if (!account) {
          clearConnection(api);
          return;
        }
        const chainId = await api.pause(getChainId(connectorProvider.provider));
        if (!stillRestoring()) return;
        establishConnection(api, connector, connectorProvider, account, chainId);
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
