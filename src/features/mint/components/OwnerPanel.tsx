import type { ComponentProps } from 'react';
import { lazyPart } from '@/components/lazyParts';
import type { MintOwnerConsole } from './MintOwnerConsole';

/**
 * The owner's console of /mint (`MintOwnerConsole`), in a chunk of its own: the connected
 * account's mint controls carry only this loader, and only the owner's page fetches the console.
 */
export const OwnerPanel = lazyPart<ComponentProps<typeof MintOwnerConsole>>(
  () => import('./MintOwnerConsole'),
  'MintOwnerConsole',
);
