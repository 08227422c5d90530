import type { AppStartListening } from '@/app/listener';
import { accountChanged, connected, disconnected } from '@/wallet/connectionSlice';
import { sessionChecking, sessionLoaded, signedOut } from './slice';

/**
 * Keeps the sign-in session in step with the wallet: on connect the server's session is read
 * (a session of another address is signed out); on disconnect or a change of account the
 * session is signed out (`POST /logout`).
 */
// The adapter (and viem's SIWE code) loads only when sign-in is on and a wallet connects.
const loadAdapter = async (apiUrl: string) => (await import('./adapter')).createSiweAdapter(apiUrl);

export function registerSiweListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: connected,
    effect: async (action, api) => {
      const { apiUrl } = api.getState().siwe;
      if (!apiUrl) return;
      api.cancelActiveListeners();
      api.dispatch(sessionChecking());
      const adapter = await loadAdapter(apiUrl);
      const session = await adapter.getSession().catch(() => null);
      const account = action.payload.account.toLowerCase();
      if (session && session.address.toLowerCase() !== account) {
        await adapter.signOut().catch(() => undefined);
        api.dispatch(sessionLoaded(null));
        return;
      }
      api.dispatch(sessionLoaded(session));
    },
  });

  startListening({
    predicate: (action, current, previous) =>
      disconnected.match(action) ||
      (accountChanged.match(action) &&
        previous.connection.account?.toLowerCase() !== current.connection.account?.toLowerCase()),
    effect: async (_action, api) => {
      const { apiUrl, session } = api.getState().siwe;
      if (!apiUrl || !session) return;
      api.dispatch(signedOut());
      await (await loadAdapter(apiUrl)).signOut().catch(() => undefined);
    },
  });
}
