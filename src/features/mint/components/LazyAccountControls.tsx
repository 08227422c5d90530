import type { ComponentProps } from 'react';
import { lazyPart } from '@/components/lazyParts';
import type { MintControls as MintControlsComponent } from './MintControls';
import type { OwnerPanel as OwnerPanelComponent } from './OwnerPanel';
import type { YourBears as YourBearsComponent } from './YourBears';

/**
 * A connected account's mint controls, its bears and the owner's panel load in a chunk of their own: they
 * carry the write kit, the contract's whole ABI, viem's encoding and revert decoding and the fee
 * estimate, none of which a visitor of `/mint` needs (`VisitorControls` says what they can do).
 * `preloadMintAccountControls` fetches the chunk as soon as a wallet is being connected or
 * restored (`usePreloadWhileWalletInUse`), as the staking section does with its account panels.
 */
export const preloadMintAccountControls = () => import('./accountControls');

export const MintControls = lazyPart<ComponentProps<typeof MintControlsComponent>>(
  preloadMintAccountControls,
  'MintControls',
);
export const OwnerPanel = lazyPart<ComponentProps<typeof OwnerPanelComponent>>(
  preloadMintAccountControls,
  'OwnerPanel',
);
export const YourBears = lazyPart<ComponentProps<typeof YourBearsComponent>>(
  preloadMintAccountControls,
  'YourBears',
);
