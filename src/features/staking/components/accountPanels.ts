/** The staking parts of a connected account, in one chunk (see `LazyAccountPanels`). */
import type { StakingDashboard } from '../stakingApi';

export type AccountPanelProps = { dashboard: StakingDashboard; chainNowS: number };

export { StakeForm } from './StakeForm';
export { PositionPanel, StakingList } from './StakingList';
