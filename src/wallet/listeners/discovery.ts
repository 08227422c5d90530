import type { AppStartListening } from '@/app/listener';
import { installedWalletsDetected, walletAnnounced } from '@/features/wallets/slice';
import { detectInstalledConnectorIds } from '../connectors';
import { discoverWallets } from '../providerRegistry';

/** EIP-6963 discovery, on the store's first action (listeners have no start hook of their own). */
export function listenForWalletDiscovery(startListening: AppStartListening): void {
  startListening({
    predicate: () => true,
    effect: (_action, api) => {
      api.unsubscribe();
      const refreshInstalled = () => api.dispatch(installedWalletsDetected(detectInstalledConnectorIds()));
      discoverWallets(({ info }) => {
        api.dispatch(walletAnnounced({ uuid: info.uuid, name: info.name, icon: info.icon, rdns: info.rdns }));
        refreshInstalled();
      });
      refreshInstalled();
    },
  });
}
