import type { ComponentProps } from 'react';
import { lazyPart } from '@/components/lazyParts';
import type { MintOwnerConsole } from './MintOwnerConsole';

/** The mint parts of a connected account, in one chunk (see `LazyAccountControls`). */
export { MintControls } from './MintControls';
export { YourBears } from './YourBears';

/** The owner's console, in a chunk of its own: only the owner's page fetches it. */
export const OwnerPanel = lazyPart<ComponentProps<typeof MintOwnerConsole>>(
  () => import('./MintOwnerConsole'),
  'MintOwnerConsole',
);
