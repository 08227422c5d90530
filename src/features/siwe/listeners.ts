import type { AppStartListening } from '@/app/listener';
import { SIWE_SESSION_CHECK_TIMEOUT_MS } from '@/config/constants';
import { accountChanged, connected, disconnected } from '@/wallet/connectionSlice';
import { sessionLoaded, signedOut, type SiweSession } from './slice';

// The adapter (and viem's SIWE code) loads only when sign-in is on and a wallet connects.
const loadAdapter = async (apiUrl: string) => (await import('./adapter')).createSiweAdapter(apiUrl);

/**
 * On connect the server's session is read (another address's is signed out); on disconnect or a
 * change of account it is signed out. The header is busy meanwhile, so the read always ends:
 * no answer within SIWE_SESSION_CHECK_TIMEOUT_MS, or an error, leaves the account not signed in.
 */
export function registerSiweListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: connected,
    effect: async (action, api) => {
      const { apiUrl } = api.getState().siwe;
      if (!apiUrl) return;
      api.cancelActiveListeners();
      const account = action.payload.account.toLowerCase();
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), SIWE_SESSION_CHECK_TIMEOUT_MS);
      let session: SiweSession | null = null;
      try {
        const adapter = await loadAdapter(apiUrl);
        session = await adapter.getSession(abort.signal).catch(() => null);
        if (session && session.address.toLowerCase() !== account) {
          await adapter.signOut().catch(() => undefined);
          session = null;
        }
      } catch {
        // The adapter's chunk did not load: no session known.
      } finally {
        clearTimeout(timer);
      }
      // A newer connection's check has taken over.
      if (api.signal.aborted) return;
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
