import type { ComponentProps } from 'react';
import { lazyPart } from '@/components/lazyParts';
import type * as Parts from './accountControls';

/**
 * A connected account's mint controls, its bears and the owner's panel load in a chunk of their
 * own: they carry the write kit, the contract's whole ABI, viem's encoding and revert decoding
 * and the fee estimate, none of which a visitor of `/mint` needs. `preloadMintAccountControls`
 * fetches the chunk as soon as a wallet is being connected or restored
 * (`usePreloadWhileWalletInUse`), as the staking section does with its account panels.
 */
export const preloadMintAccountControls = () => import('./accountControls');

const part = <K extends keyof typeof Parts>(name: K) =>
  lazyPart<ComponentProps<(typeof Parts)[K]>>(preloadMintAccountControls, name);

export const MintControls = part('MintControls');
export const OwnerPanel = part('OwnerPanel');
export const YourBears = part('YourBears');
