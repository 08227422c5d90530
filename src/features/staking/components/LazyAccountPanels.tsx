import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { PositionPanel as PositionPanelComponent } from './PositionPanel';
import type { StakeForm as StakeFormComponent } from './StakeForm';
import type { StakingList as StakingListComponent } from './StakingList';

/**
 * The connected account's staking parts (position, stake form, staking list) load in a chunk of
 * their own: they carry the write kit, the contracts' ABIs and viem's encoding and revert
 * decoding, none of which a visitor of `/` needs (a visitor sees the pool's stats only).
 * `preloadAccountPanels` fetches the chunk as soon as a wallet is being connected or restored,
 * so it is usually there before the account's dashboard is.
 */
export const preloadAccountPanels = () => import('./accountPanels');

type PanelName = 'PositionPanel' | 'StakeForm' | 'StakingList';

function lazyPanel<P extends object>(name: PanelName) {
  const Panel = lazy(async () => ({
    default: (await preloadAccountPanels())[name] as unknown as ComponentType<P>,
  }));
  function LazyPanel(props: P) {
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  }
  LazyPanel.displayName = `Lazy${name}`;
  return LazyPanel;
}

export const PositionPanel = lazyPanel<ComponentProps<typeof PositionPanelComponent>>('PositionPanel');
export const StakeForm = lazyPanel<ComponentProps<typeof StakeFormComponent>>('StakeForm');
export const StakingList = lazyPanel<ComponentProps<typeof StakingListComponent>>('StakingList');
