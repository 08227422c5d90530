import type { RootState } from '@/app/store';
import { selectIsConnectionBusy } from '@/features/connection/selectors';

export const selectSiweEnabled = (state: RootState) => state.siwe.apiUrl !== null;

/**
 * The wallet dialogs' status (specification, section 4): loading while connecting, restoring or
 * reading the session; disconnected without an account; unauthenticated when sign-in is on and
 * this account has no session; connected otherwise.
 */
export function selectAuthStatus(state: RootState) {
  if (selectIsConnectionBusy(state)) return 'loading';
  const { status, account } = state.connection;
  if (status !== 'connected' || !account) return 'disconnected';
  if (state.siwe.apiUrl === null) return 'connected';
  if (!state.siwe.sessionChecked) return 'loading';
  const { session } = state.siwe;
  return session && session.address.toLowerCase() === account.toLowerCase()
    ? 'connected'
    : 'unauthenticated';
}
