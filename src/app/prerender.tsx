/**
 * The build-time renderer (server side only, never in the browser bundle): renders a route of
 * the hub to HTML with a fresh store, as a first-time visitor would see it before any script
 * ran. The prerender plugin (scripts/prerender/prerenderPlugin.ts) writes the results into
 * `dist/`; `main.tsx` hydrates them. No state is serialized into the page: the client derives
 * everything itself (the Content-Security-Policy allows no inline script).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { documentTitle } from '@/hooks/useDocumentTitle';
import { PAGE_TITLES } from '@/pages/titles';
import { t } from '@/i18n/runtime';
import { ROUTES } from '@/config/links';
import { mintFirstRead } from '@/features/mint/firstRead';
import type { PrefetchSpec } from '@/wallet/prefetchedReads';
import { AppRoutes, preloadRoutesOf, routeKeyOf } from './router';
import { createAppStore, type RootState } from './store';

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

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The route key (`routeKeyOf`) the markup belongs to; the client hydrates only on a match. */
  routeKey: string;
  /** The page's first read (`PrerenderedPage.firstRead`) as JSON, if it has one. */
  prefetch?: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  await preloadRoutesOf(path);
  const store = createAppStore();
  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Provider>
    </StrictMode>,
  );
  const firstRead = PRERENDERED_PAGES.find((page) => page.path === path)?.firstRead?.(
    store.getState(),
  );
  return {
    html,
    routeKey: routeKeyOf(path),
    ...(firstRead ? { prefetch: JSON.stringify(firstRead) } : {}),
  };
}
