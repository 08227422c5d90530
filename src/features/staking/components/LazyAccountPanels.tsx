import type { ComponentProps } from 'react';
import { lazyPart } from '@/components/lazyParts';
import type { PositionPanel as PositionPanelComponent } from './PositionPanel';
import type { StakeForm as StakeFormComponent } from './StakeForm';
import type { StakingList as StakingListComponent } from './StakingList';

/**
 * The connected account's staking parts (position, stake form, staking list) load in a chunk of
 * their own: they carry the write kit, the contracts' ABIs and viem's encoding and revert
 * decoding, none of which a visitor of `/` needs (a visitor sees the pool's stats only).
 * `preloadAccountPanels` fetches the chunk as soon as a wallet is being connected or restored
 * (`usePreloadWhileWalletInUse`), so it is usually there before the account's dashboard is.
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
