import type { RootState } from '@/app/store';

/** The specification's application state, read from the `hub` slice (never the query cache). */
export const selectStakingList = (state: RootState) => state.hub.stakingList;
export const selectReward = (state: RootState) => state.hub.reward;
export const selectTotalDeposited = (state: RootState) => state.hub.totalDeposited;
export const selectTotalLock = (state: RootState) => state.hub.totalLock;
