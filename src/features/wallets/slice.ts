import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnnouncedWallet } from '@/wallet/types';

/** Wallets discovered in this browser through EIP-6963 (their serializable info only). */
export interface WalletsState {
  announced: AnnouncedWallet[];
}

const initialState: WalletsState = { announced: [] };

const walletsSlice = createSlice({
  name: 'wallets',
  initialState,
  reducers: {
    walletAnnounced(state, action: PayloadAction<AnnouncedWallet>) {
      // A wallet may announce again (each discovery request): keep one entry per rdns.
      const others = state.announced.filter((wallet) => wallet.rdns !== action.payload.rdns);
      state.announced = [...others, action.payload];
    },
  },
});

export const { walletAnnounced } = walletsSlice.actions;
export const walletsReducer = walletsSlice.reducer;
