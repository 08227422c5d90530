/** Apart from `stakingApi.ts`, so the listener does not load the endpoints on `/mint`. */
export const STAKING_DASHBOARD_TAG = 'StakingDashboard';
export const STAKING_DASHBOARD_ENDPOINT = 'getStakingDashboard';
