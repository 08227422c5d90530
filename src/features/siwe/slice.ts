import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from 'viem';
import { env } from '@/config/env';
import type { SiweErrorMessage } from './errors';

/** The sign-in dialog: idle → signing → verifying (back to idle on any failure). */
export type SignInStatus = 'idle' | 'signing' | 'verifying';

export interface SiweSession {
  address: Address;
  chainId: number;
}

export interface SiweState {
  /** Base URL of the sign-in API; null turns sign-in off (the default). */
  apiUrl: string | null;
  status: SignInStatus;
  error: SiweErrorMessage | null;
  /** The server's session, as last read from `GET /me` or set by a successful sign-in. */
  session: SiweSession | null;
  /** `GET /me` answered for the current connection (until then the auth status is loading). */
  sessionChecked: boolean;
}

export function initialSiweState(apiUrl: string | null = env.siweApiUrl ?? null): SiweState {
  return { apiUrl, status: 'idle', error: null, session: null, sessionChecked: false };
}

const siweSlice = createSlice({
  name: 'siwe',
  initialState: () => initialSiweState(),
  reducers: {
    signInStarted(state) {
      state.status = 'signing';
      state.error = null;
    },
    signInVerifying(state) {
      state.status = 'verifying';
    },
    signInSucceeded(state, action: PayloadAction<SiweSession>) {
      state.status = 'idle';
      state.session = action.payload;
      state.sessionChecked = true;
    },
    /** Back to idle; `null` for a signature the visitor rejected (no error shown). */
    signInFailed(state, action: PayloadAction<SiweErrorMessage | null>) {
      state.status = 'idle';
      state.error = action.payload;
    },
    sessionChecking(state) {
      state.sessionChecked = false;
    },
    sessionLoaded(state, action: PayloadAction<SiweSession | null>) {
      state.session = action.payload;
      state.sessionChecked = true;
    },
    signedOut(state) {
      state.session = null;
      state.status = 'idle';
      state.error = null;
    },
  },
});

export const {
  signInStarted,
  signInVerifying,
  signInSucceeded,
  signInFailed,
  sessionChecking,
  sessionLoaded,
  signedOut,
} = siweSlice.actions;
export const siweReducer = siweSlice.reducer;
