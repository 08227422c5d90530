import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from 'viem';

/** Serializable descriptions of the wallet in use and its provider (never the objects). */
interface WalletDescription {
  connectorId: string;
  name: string;
}

interface ProviderDescription {
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
interface HubState {
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

/** The case reducer that sets one field to the action's payload. */
const setField =
  <K extends keyof HubState>(field: K) =>
  (state: HubState, action: PayloadAction<HubState[K]>) => {
    state[field] = action.payload;
  };

const hubSlice = createSlice({
  name: 'hub',
  initialState: initialHubState,
  reducers: {
    addressSet: setField('address'),
    walletSet: setField('wallet'),
    rewardSet: setField('reward'),
    totalLockSet: setField('totalLock'),
    totalDepositedSet: setField('totalDeposited'),
    stakingListSet: setField('stakingList'),
    providerSet: setField('provider'),
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
