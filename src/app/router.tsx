import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';

/** The route a URL lands on, as a short key: 'home', 'mint' or 'not-found'. */
export function routeKeyOf(pathname: string, table: RouteObject[] = routes): string {
  const leaf = matchRoutes(table, pathname)?.at(-1)?.route;
  if (!leaf || leaf.path === '*') return 'not-found';
  if (leaf.index) return 'home';
  return leaf.path ?? 'home';
}

/**
 * Loads the lazy routes the URL matches before the router starts, so the first render is the
 * page itself (what the prerendered HTML shows) and never the route-loading fallback.
 */
export async function resolveMatchedLazyRoutes(
  pathname: string,
  table: RouteObject[] = routes,
): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
