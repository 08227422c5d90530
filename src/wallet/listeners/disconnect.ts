import type { AppStartListening } from '@/app/listener';
import { disconnectRequested } from '@/wallet/connectionSlice';
import { loadConnectors } from '../connectors/loadConnectors';
import { getActiveConnection } from '../providerRegistry';
import { clearConnection } from './session';

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
