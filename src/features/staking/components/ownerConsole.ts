/** The staking owner's console, in a chunk of its own (see `LazyOwnerConsole`). */
export { StakingOwnerConsole } from './StakingOwnerConsole';
