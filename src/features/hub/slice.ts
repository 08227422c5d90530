import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from 'viem';

/** Serializable description of the wallet in use (never the provider object itself). */
export interface WalletDescription {
  /** Connector id, e.g. `metaMask`, `injected`, `walletConnect`. */
  connectorId: string;
  name: string;
}

/** Serializable description of the EIP-1193 provider behind the wallet. */
export interface ProviderDescription {
  /** EIP-6963 reverse-DNS id when the wallet announced one. */
  rdns: string | null;
  name: string;
}

/**
 * One open staking position as read from the chain (BearStaking `PositionView`); amounts are
 * decimal strings of base units, times are unix seconds of the chain.
 */
export interface StakingPosition {
  id: string;
  amount: string;
  tier: number;
  /** The APR the position was opened with, in basis points (never changes afterwards). */
  aprBps: number;
  startedAt: number;
  unlocksAt: number;
  /** Rewards stop accruing here: the unlock for locked tiers, a horizon for the flexible one. */
  rewardEndsAt: number;
  /** Rewards already paid out of this position. */
  claimed: string;
  /** Claimable at the block the list was read at. */
  claimable: string;
}

/** The application state of the specification: every field starts empty. */
export interface HubState {
  address: Address | null;
  wallet: WalletDescription | null;
  reward: string | null;
  totalLock: string | null;
  totalDeposited: string | null;
  stakingList: StakingPosition[];
  provider: ProviderDescription | null;
}

export const initialHubState: HubState = {
  address: null,
  wallet: null,
  reward: null,
  totalLock: null,
  totalDeposited: null,
  stakingList: [],
  provider: null,
};

const hubSlice = createSlice({
  name: 'hub',
  initialState: initialHubState,
  reducers: {
    addressSet(state, action: PayloadAction<Address | null>) {
      state.address = action.payload;
    },
    walletSet(state, action: PayloadAction<WalletDescription | null>) {
      state.wallet = action.payload;
    },
    rewardSet(state, action: PayloadAction<string | null>) {
      state.reward = action.payload;
    },
    totalLockSet(state, action: PayloadAction<string | null>) {
      state.totalLock = action.payload;
    },
    totalDepositedSet(state, action: PayloadAction<string | null>) {
      state.totalDeposited = action.payload;
    },
    stakingListSet(state, action: PayloadAction<StakingPosition[]>) {
      state.stakingList = action.payload;
    },
    providerSet(state, action: PayloadAction<ProviderDescription | null>) {
      state.provider = action.payload;
    },
    /** Back to the empty state, e.g. on disconnect. */
    hubCleared() {
      return initialHubState;
    },
  },
});

export const {
  addressSet,
  walletSet,
  rewardSet,
  totalLockSet,
  totalDepositedSet,
  stakingListSet,
  providerSet,
  hubCleared,
} = hubSlice.actions;

export const hubReducer = hubSlice.reducer;
