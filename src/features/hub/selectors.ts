import type { RootState } from '@/app/store';

/**
 * The application state of the specification, as components read it: these fields are read
 * from the `hub` slice only (never from the query cache that fills them).
 */
export const selectStakingList = (state: RootState) => state.hub.stakingList;
export const selectReward = (state: RootState) => state.hub.reward;
export const selectTotalDeposited = (state: RootState) => state.hub.totalDeposited;
export const selectTotalLock = (state: RootState) => state.hub.totalLock;
