import { lazyPart } from '@/components/lazyParts';
import type { StakingDashboard } from '../stakingApi';
import type { AccountPanelProps } from './accountPanels';

/**
 * A connected account's parts load in a chunk of their own (the write kit, the ABIs, viem's
 * encoding): a visitor of `/` sees the pool's stats only. `preloadAccountPanels` fetches it as
 * soon as a wallet is being connected or restored (`usePreloadWhileWalletInUse`).
 */
export const preloadAccountPanels = () => import('./accountPanels');

export const PositionPanel = lazyPart<AccountPanelProps>(preloadAccountPanels, 'PositionPanel');
export const StakeForm = lazyPart<AccountPanelProps>(preloadAccountPanels, 'StakeForm');
export const StakingList = lazyPart<AccountPanelProps>(preloadAccountPanels, 'StakingList');
/** The owner's console: a chunk of its own, fetched only for the contract's owner. */
export const StakingOwnerConsole = lazyPart<{ dashboard: StakingDashboard }>(
  () => import('./StakingOwnerConsole'),
  'StakingOwnerConsole',
);
