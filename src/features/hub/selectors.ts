import type { RootState } from '@/app/store';

export const selectHub = (state: RootState) => state.hub;
export const selectAddress = (state: RootState) => state.hub.address;
export const selectStakingList = (state: RootState) => state.hub.stakingList;
