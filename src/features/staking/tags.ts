/**
 * The staking dashboard's cache tag and endpoint name, added to the chain api where the staking
 * endpoints are injected (`stakingApi.ts`). A module of its own so the listener that follows the
 * read does not load the endpoints on pages that never read them (`/mint`).
 */
export const STAKING_DASHBOARD_TAG = 'StakingDashboard';
export const STAKING_DASHBOARD_ENDPOINT = 'getStakingDashboard';
