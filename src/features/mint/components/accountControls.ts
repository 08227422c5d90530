import type { ComponentProps } from 'react';
import { lazyPart } from '@/components/lazyParts';
import type { MintOwnerConsole } from './MintOwnerConsole';

/** The mint parts of a connected account, in one chunk (`preloadMintAccountControls`). */
export { MintControls, YourBears } from './MintControls';

/** The owner's console, in a chunk of its own: only the owner's page fetches it. */
export const OwnerPanel = lazyPart<ComponentProps<typeof MintOwnerConsole>>(
  () => import('./MintOwnerConsole'),
  'MintOwnerConsole',
);
