import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/listener';
import { connected, disconnected, switchChainSucceeded } from '@/wallet/connectionSlice';
import { sessionLoaded, signInSucceeded } from '@/features/siwe/slice';
import { installedWalletsRequested } from '@/wallet/walletsSlice';
import { modalClosed, modalOpened } from './slice';

/**
 * The connect dialog asks which wallets are installed as it opens, and hands over to sign-in (or
 * closes) once connected; the others close on disconnect, a switch, or a session.
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
