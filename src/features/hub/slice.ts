import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from 'viem';

/** An open position (BearStaking `PositionView`): base-unit decimal strings, chain unix seconds. */
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
  claimed: string;
  /** Claimable at the block the list was read at. */
  claimable: string;
}

// The spec's application state, empty; wallet and provider as serializable descriptions (never the
// objects), `rdns` the EIP-6963 id when announced.
export const initialHubState = {
  address: null as Address | null,
  wallet: null as { connectorId: string; name: string } | null,
  reward: null as string | null,
  totalLock: null as string | null,
  totalDeposited: null as string | null,
  stakingList: [] as StakingPosition[],
  provider: null as { rdns: string | null; name: string } | null,
};

type HubState = typeof initialHubState;

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
    hubCleared: () => initialHubState,
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
