import type { ComponentProps } from 'react';
import { lazyPart } from '@/components/lazyParts';
import type { StakeForm as StakeFormComponent } from './StakeForm';
import type {
  PositionPanel as PositionPanelComponent,
  StakingList as StakingListComponent,
} from './StakingList';
import type { StakingOwnerConsole as StakingOwnerConsoleComponent } from './StakingOwnerConsole';

/**
 * A connected account's parts load in a chunk of their own (the write kit, the ABIs, viem's
 * encoding): a visitor of `/` sees the pool's stats only. `preloadAccountPanels` fetches it as
 * soon as a wallet is being connected or restored (`usePreloadWhileWalletInUse`).
 */
export const preloadAccountPanels = () => import('./accountPanels');

export const PositionPanel = lazyPart<ComponentProps<typeof PositionPanelComponent>>(
  preloadAccountPanels,
  'PositionPanel',
);
export const StakeForm = lazyPart<ComponentProps<typeof StakeFormComponent>>(
  preloadAccountPanels,
  'StakeForm',
);
export const StakingList = lazyPart<ComponentProps<typeof StakingListComponent>>(
  preloadAccountPanels,
  'StakingList',
);
/** The owner's console: a chunk of its own, fetched only for the contract's owner. */
export const StakingOwnerConsole = lazyPart<ComponentProps<typeof StakingOwnerConsoleComponent>>(
  () => import('./StakingOwnerConsole'),
  'StakingOwnerConsole',
);
