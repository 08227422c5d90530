import { createElement, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';

// `useRoutes`, not a data router (no loaders or actions; its machinery is ~19 KiB gzip). A `lazy`
// becomes a component loadable ahead: a loaded route renders at once, hydration does not wait.

type LazyLoader = () => Promise<{ Component: ComponentType }>;

type LoadedRoute = { promise: Promise<ReactNode>; element?: ReactNode };

const loadedRoutes = new Map<LazyLoader, LoadedRoute>();

function loadRoute(load: LazyLoader): LoadedRoute {
  const known = loadedRoutes.get(load);
  if (known) return known;
  const entry: LoadedRoute = {
    promise: load().then(({ Component }) => {
      entry.element = createElement(Component);
      return entry.element;
    }),
  };
  // A failed load is forgotten, so that the next attempt tries again.
  entry.promise.catch(() => loadedRoutes.delete(load));
  loadedRoutes.set(load, entry);
  return entry;
}

function LazyRoute({ load }: { load: LazyLoader }) {
  const entry = loadRoute(load);
  return <>{entry.element !== undefined ? entry.element : use(entry.promise)}</>;
}

const asLoader = (route: RouteObject) =>
  typeof route.lazy === 'function' ? (route.lazy as LazyLoader) : null;

/** The route table with each `lazy` turned into an element that suspends until it is loaded. */
function toElementRoutes(table: RouteObject[], fallback: ReactNode = null): RouteObject[] {
  return table.map((route) => {
    const load = asLoader(route);
    const ownFallback = route.hydrateFallbackElement ?? fallback;
    const converted = { ...route, lazy: undefined } as RouteObject;
    if (load) {
      converted.element = (
        <Suspense fallback={ownFallback}>
          <LazyRoute load={load} />
        </Suspense>
      );
    }
    if (route.children) converted.children = toElementRoutes(route.children, ownFallback);
    return converted;
  });
}

const elementRoutes = toElementRoutes(routes);

export function AppRoutes() {
  return useRoutes(elementRoutes);
}

/** Loads the lazy routes a path matches (before hydration, or when a link shows intent). */
export async function preloadRoutesOf(pathname: string, table: RouteObject[] = routes) {
  const loaders = (matchRoutes(table, pathname) ?? []).map(({ route }) => asLoader(route));
  await Promise.all(loaders.map((load) => load && loadRoute(load).promise));
}

/** The route a URL lands on, as a short key: 'home', 'mint' or 'not-found'. */
export function routeKeyOf(pathname: string, table: RouteObject[] = routes): string {
  const leaf = matchRoutes(table, pathname)?.at(-1)?.route;
  if (!leaf || leaf.path === '*') return 'not-found';
  return leaf.index ? 'home' : (leaf.path ?? 'home');
}
