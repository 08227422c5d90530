import type { AppStartListening } from '@/app/listener';
import type { AppDispatch } from '@/app/store';
import {
  installedWalletsDetected,
  installedWalletsRequested,
  walletAnnounced,
} from '@/wallet/walletsSlice';
import { loadConnectors, type ConnectorRegistry } from '../connectors/loadConnectors';
import { discoverWallets } from '../providerRegistry';

/**
 * EIP-6963 discovery from the store's first action (listeners have no start hook); installed flags
 * once the connect dialog asks, then on each announcement.
 */
export function listenForWalletDiscovery(startListening: AppStartListening): void {
  let connectors: ConnectorRegistry | null = null;
  const detectInstalled = (dispatch: AppDispatch) => {
    if (connectors) dispatch(installedWalletsDetected(connectors.detectInstalledConnectorIds()));
  };
  startListening({
    predicate: () => true,
    effect: (_action, api) => {
      api.unsubscribe();
      discoverWallets(({ info }) => {
        api.dispatch(walletAnnounced({ ...info }));
        detectInstalled(api.dispatch);
      });
    },
  });
  startListening({
    actionCreator: installedWalletsRequested,
    effect: async (_action, api) => {
      connectors ??= await loadConnectors();
      detectInstalled(api.dispatch);
    },
  });
}
