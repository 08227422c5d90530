/** The staking parts of a connected account, in one chunk (see `LazyAccountPanels`). */
import type { StakingContext } from '../intents';
import type { StakingDashboard } from '../stakingApi';

export interface AccountPanelProps {
  dashboard: StakingDashboard;
  context: StakingContext;
  chainNowS: number;
}

export { PositionPanel } from './PositionPanel';
export { StakeForm } from './StakeForm';
export { StakingList } from './StakingList';
