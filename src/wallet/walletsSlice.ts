import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Eip6963ProviderInfo } from './eip1193';

const initialState = {
  /** Wallets discovered through EIP-6963. */
  announced: [] as Eip6963ProviderInfo[],
  /** Connector ids whose wallet this browser has, as the connectors detect it. */
  installedConnectorIds: [] as string[],
};

const walletsSlice = createSlice({
  name: 'wallets',
  initialState,
  reducers: {
    walletAnnounced(state, action: PayloadAction<Eip6963ProviderInfo>) {
      // A wallet announces again on each discovery request: one entry per rdns.
      const others = state.announced.filter((wallet) => wallet.rdns !== action.payload.rdns);
      state.announced = [...others, action.payload];
    },
    installedWalletsDetected(state, action: PayloadAction<string[]>) {
      state.installedConnectorIds = action.payload;
    },
  },
});

export const { walletAnnounced, installedWalletsDetected } = walletsSlice.actions;
export const walletsReducer = walletsSlice.reducer;

/** Intent: the connect dialog is opening; answered with `installedWalletsDetected`. */
export const installedWalletsRequested = createAction('wallets/installedWalletsRequested');
