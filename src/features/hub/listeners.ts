import type { AppStartListening } from '@/app/listener';
import {
  accountChanged,
  connectFailed,
  connectStarted,
  connected,
  disconnected,
} from '@/wallet/connectionSlice';
import { addressSet, hubCleared, providerSet, walletSet } from './slice';

/** `address`, `wallet` and `provider` follow the wallet layer's connection (staking's: its own). */
export function registerHubListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: connected,
    effect: ({ payload: { account, connectorId, walletName, provider } }, api) => {
      api.dispatch(addressSet(account));
      api.dispatch(walletSet({ connectorId, name: walletName ?? connectorId }));
      api.dispatch(providerSet(provider ?? null));
    },
  });

  startListening({
    actionCreator: accountChanged,
    effect: ({ payload }, api) => void api.dispatch(addressSet(payload)),
  });

  // A new connect lets go of the previous wallet; a failed or ended one leaves nothing behind.
  startListening({
    predicate: (action, _current, previous) =>
      disconnected.match(action) ||
      connectFailed.match(action) ||
      (connectStarted.match(action) && previous.hub.address !== null),
    effect: (_action, api) => void api.dispatch(hubCleared()),
  });
}
