/**
 * Every page of the static build, as the prerender (`app/prerender.tsx`) writes it: pages compose
 * features, so a page's first read and the modules it preloads are named here.
 */
import type { RootState } from '@/app/store';
import { ROUTES } from '@/config/links';
import { mintFirstRead } from '@/features/mint/firstRead';
import { documentTitle } from '@/hooks/useDocumentTitle';
import { t } from '@/i18n/runtime';
import type { PrefetchSpec } from '@/wallet/prefetchedReads';
import { PAGE_TITLES } from './titles';

export interface PrerenderedPage {
  /** The URL rendered. */
  path: string;
  /** Where the HTML goes, relative to the build's output folder. */
  file: string;
  title: string;
  /**
   * Source modules the page loads as soon as it starts: their chunks (with their static imports)
   * are named in its HTML and preloaded with the start, after the first paint (`main.tsx`),
   * instead of one import after the other. For a page whose main content waits on them and on a
   * chain read.
   */
  preload?: readonly string[];
  /**
   * The chain read every visitor's first view of the page makes, named in its HTML
   * (`data-prefetch`) and sent by the entry at once (`wallet/prefetchedReads.ts`), from the
   * state a first-time visitor starts with. For a page whose largest paint waits on it.
   */
  firstRead?: (state: RootState) => PrefetchSpec | null;
}

/** Every page of the static build; any other path is answered with `404.html` by the host. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: ROUTES.home, file: 'index.html', title: documentTitle() },
  {
    path: ROUTES.mint,
    file: 'mint/index.html',
    title: documentTitle(t(PAGE_TITLES.mint)),
    // The collection's picture, its largest paint, needs the mint screen and a chain read.
    preload: ['src/pages/MintPage.tsx', 'src/features/mint/components/MintScreen.tsx'],
    firstRead: mintFirstRead,
  },
  { path: '/404', file: '404.html', title: documentTitle(t(PAGE_TITLES.notFound)) },
];
