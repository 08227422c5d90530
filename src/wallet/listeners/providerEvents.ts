import type { AppStartListening } from '@/app/listener';
import {
  accountChanged,
  chainChanged,
  providerAccountsChanged,
  providerChainChanged,
  providerDisconnected,
} from '@/wallet/connectionSlice';
import { getAccounts, parseChainId } from '../eip1193';
import { getActiveConnection } from '../providerRegistry';
import { clearConnection, describeConnectedChain, toAccountAddress, wasCancelled } from './session';

/** The wallet's events (accountsChanged, chainChanged, disconnect) as state changes. */
export function listenForProviderEvents(startListening: AppStartListening): void {
  startListening({
    actionCreator: providerAccountsChanged,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const active = getActiveConnection();
      if (!active) return;
      if (action.payload.length === 0) {
        clearConnection(api);
        return;
      }
      const account = await api.pause(toAccountAddress(action.payload[0]));
      // A malformed account, or a connection that ended meanwhile.
      if (!account || getActiveConnection() !== active) return;
      api.dispatch(accountChanged(account));
    },
  });

  startListening({
    actionCreator: providerChainChanged,
    effect: (action, api) => {
      if (!getActiveConnection()) return;
      try {
        api.dispatch(chainChanged(describeConnectedChain(parseChainId(action.payload))));
      } catch {
        // A malformed chain id: the next event or read corrects the state.
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
