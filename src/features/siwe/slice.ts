import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from 'viem';
import { env } from '@/config/env';
import { connected, disconnected } from '@/wallet/connectionSlice';

export type SiweSession = { address: Address; chainId: number };

/** `apiUrl`: base URL of the sign-in API; null turns sign-in off (the default). */
export function initialSiweState(apiUrl: string | null = env.siweApiUrl ?? null) {
  return {
    apiUrl,
    /** The sign-in dialog: idle → signing → verifying (back to idle on any failure). */
    status: 'idle' as 'idle' | 'signing' | 'verifying',
    error: null as string | null,
    /** The server's session, as last read from `GET /me` or set by a successful sign-in. */
    session: null as SiweSession | null,
    /** `GET /me` answered for the current connection (until then the auth status is loading). */
    sessionChecked: false,
    /** A contract account's (a Safe's) signature waits for further owners. */
    awaitingOwners: false,
  };
}

const siweSlice = createSlice({
  name: 'siwe',
  initialState: () => initialSiweState(),
  reducers: {
    signInStarted(state) {
      state.status = 'signing';
      state.error = null;
      state.awaitingOwners = false;
    },
    /** The Safe holds the message until enough of its owners have signed it. */
    signInAwaitingOwners(state) {
      if (state.status === 'signing') state.awaitingOwners = true;
    },
    signInVerifying(state) {
      state.status = 'verifying';
      state.awaitingOwners = false;
    },
    signInSucceeded(state, action: PayloadAction<SiweSession>) {
      state.status = 'idle';
      state.session = action.payload;
      state.sessionChecked = true;
    },
    /** Back to idle; `null` for a signature the visitor rejected (no error shown). */
    signInFailed(state, action: PayloadAction<string | null>) {
      state.status = 'idle';
      state.error = action.payload;
      state.awaitingOwners = false;
    },
    sessionLoaded(state, action: PayloadAction<SiweSession | null>) {
      state.session = action.payload;
      state.sessionChecked = true;
    },
    signedOut(state) {
      state.session = null;
      state.status = 'idle';
      state.error = null;
      state.awaitingOwners = false;
    },
  },
  extraReducers: (builder) => {
    // Unknown until `GET /me` answers: the header stays busy meanwhile, never showing the account
    // first and "Sign In" a moment later.
    builder.addMatcher(isAnyOf(connected, disconnected), (state) => {
      state.sessionChecked = false;
    });
  },
});

export const {
  signInStarted,
  signInAwaitingOwners,
  signInVerifying,
  signInSucceeded,
  signInFailed,
  sessionLoaded,
  signedOut,
} = siweSlice.actions;
export const siweReducer = siweSlice.reducer;
