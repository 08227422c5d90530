import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/listener';
import { connected, disconnected, switchChainSucceeded } from '@/wallet/connectionSlice';
import { sessionLoaded, signInSucceeded } from '@/features/siwe/slice';
import { installedWalletsRequested } from '@/wallet/walletsSlice';
import { modalClosed, modalOpened } from './slice';

/**
 * The connect dialog, as it opens, asks the wallet layer which wallets this browser has (its
 * entries' installed flags). Dialogs that follow the connection: the connect dialog closes
 * itself once connected (or hands over to sign-in when that is on); the account, network and
 * sign-in dialogs close when the wallet disconnects; the network dialog closes after a
 * successful switch; the sign-in dialog closes once the account has a session.
 */
export function registerModalListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (action) => modalOpened.match(action) && action.payload === 'connect',
    effect: (_action, api) => {
      api.dispatch(installedWalletsRequested());
    },
  });

  startListening({
    actionCreator: connected,
    effect: (_action, api) => {
      const state = api.getState();
      if (state.modals.open !== 'connect') return;
      api.dispatch(state.siwe.apiUrl ? modalOpened('signIn') : modalClosed());
    },
  });

  startListening({
    actionCreator: disconnected,
    effect: (_action, api) => {
      const { open } = api.getState().modals;
      if (open === 'account' || open === 'chain' || open === 'signIn') api.dispatch(modalClosed());
    },
  });

  startListening({
    actionCreator: switchChainSucceeded,
    effect: (_action, api) => {
      if (api.getState().modals.open === 'chain') api.dispatch(modalClosed());
    },
  });

  startListening({
    matcher: isAnyOf(signInSucceeded, sessionLoaded),
    effect: (_action, api) => {
      const { modals, siwe, connection } = api.getState();
      const signedIn =
        siwe.session !== null &&
        siwe.session.address.toLowerCase() === connection.account?.toLowerCase();
      if (modals.open === 'signIn' && signedIn) api.dispatch(modalClosed());
    },
  });
}
