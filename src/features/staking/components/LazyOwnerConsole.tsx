import type { ComponentProps } from 'react';
import { lazyPart } from '@/components/lazyParts';
import type { StakingOwnerConsole as StakingOwnerConsoleComponent } from './StakingOwnerConsole';

/**
 * The owner's console loads in a chunk of its own, fetched only once a dashboard read says the
 * connected account owns the staking contract: no visitor and no other staker downloads it.
 */
export const StakingOwnerConsole = lazyPart<ComponentProps<typeof StakingOwnerConsoleComponent>>(
  () => import('./ownerConsole'),
  'StakingOwnerConsole',
);
