/** The staking parts of a connected account, in one chunk (see `LazyAccountPanels`). */
export { PositionPanel } from './PositionPanel';
export { StakeForm } from './StakeForm';
export { StakingList } from './StakingList';
