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
import { PRERENDERED_PAGES } from '@/pages/prerenderedPages';
import { AppRoutes, preloadRoutesOf, routeKeyOf } from './router';
import { createAppStore } from './store';

export { PRERENDERED_PAGES, type PrerenderedPage } from '@/pages/prerenderedPages';

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
