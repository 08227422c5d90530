import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnnouncedWallet } from '@/wallet/types';

/** Wallets discovered in this browser through EIP-6963 (their serializable info only). */
export interface WalletsState {
  announced: AnnouncedWallet[];
  /**
   * Connector ids whose wallet this browser has (announced by rdns, injected with its flag,
   * inside a Safe frame …), as detected by the wallet layer.
   */
  installedConnectorIds: string[];
}

const initialState: WalletsState = { announced: [], installedConnectorIds: [] };

const walletsSlice = createSlice({
  name: 'wallets',
  initialState,
  reducers: {
    walletAnnounced(state, action: PayloadAction<AnnouncedWallet>) {
      // A wallet may announce again (each discovery request): keep one entry per rdns.
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

/**
 * Intent: the connect dialog is opening (the modals listener dispatches it). The wallet layer
 * answers with `installedWalletsDetected` (its connectors, loaded then, tell which wallets this
 * browser has) and keeps the flags current on every announcement after that.
 */
export const installedWalletsRequested = createAction('wallets/installedWalletsRequested');
