// Build-time render of a route for a first visit; no state in the page (CSP bans inline script).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { PRERENDERED_PAGES } from '@/pages/prerenderedPages';
import { AppRoutes, preloadRoutesOf, routeKeyOf } from './router';
import { createAppStore } from './store';

export { PRERENDERED_PAGES, type PrerenderedPage } from '@/pages/prerenderedPages';

/** `#root`'s markup, its route key (hydrated only on a match) and its first read as JSON. */
export async function renderPage(path: string) {
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
