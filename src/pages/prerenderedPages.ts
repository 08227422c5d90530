import type { RootState } from '@/app/store';
import { ROUTES } from '@/config/links';
import { mintFirstRead } from '@/features/mint/firstRead';
import { documentTitle } from '@/hooks/useDocumentTitle';
import { t } from '@/i18n/runtime';
import type { PrefetchSpec } from '@/wallet/prefetchedReads';

export interface PrerenderedPage {
  path: string;
  /** Where the HTML goes, relative to the build's output folder. */
  file: string;
  title: string;
  /** Source modules named in the HTML and preloaded with the start (`main.tsx`). */
  preload?: readonly string[];
  /** The chain read of every first view, named in the HTML and sent at once by the entry. */
  firstRead?: (state: RootState) => PrefetchSpec | null;
}

/** Every page of the static build (`app/prerender.tsx`); the host answers others with 404.html. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: ROUTES.home, file: 'index.html', title: documentTitle() },
  {
    path: ROUTES.mint,
    file: 'mint/index.html',
    title: documentTitle(t('nav.mint')),
    // The collection's picture, its largest paint, needs the mint screen and a chain read.
    preload: ['src/pages/MintPage.tsx', 'src/features/mint/components/MintScreen.tsx'],
    firstRead: mintFirstRead,
  },
  { path: '/404', file: '404.html', title: documentTitle(t('notFound.title')) },
];
