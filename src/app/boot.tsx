import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import {
  combineSlices,
  createDynamicMiddleware,
  createListenerMiddleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { BrowserRouter } from 'react-router-dom';
import { baseReducers } from '@/app/baseReducers';
import { configureAppStore } from '@/app/configureAppStore';
import type { RootReducerState } from '@/app/rootReducer';
import { AppRoutes, preloadRoutesOf, routeKeyOf } from '@/app/router';
import { expectPersistedState } from '@/hooks/useAppReady';
import { startLocale } from '@/i18n/startLocale';

/**
 * Starts the app on the prerendered page (loaded by `main.tsx` once the page has painted):
 * hydrates it as soon as the route's chunk is there, then starts the listeners and, after them,
 * persistence (the listeners must see redux-persist's REHYDRATE to restore a saved connection).
 */
const listenerMiddleware = createListenerMiddleware();
const reducer = combineSlices(baseReducers);
const apiMiddleware = createDynamicMiddleware();
const store = configureAppStore({
  listenerMiddleware,
  // Typed as the complete root reducer: the chain-read cache is injected before anything
  // reads it (only parts that wait for the saved state do, and persistence starts after).
  reducer: reducer as unknown as Reducer<RootReducerState>,
  apiMiddleware: apiMiddleware.middleware,
});

/** The chain-read cache (RTK Query), its middleware and its focus/visibility wiring. */
async function startChainReads() {
  const [{ chainApi }, { setupListeners }] = await Promise.all([
    import('@/wallet/chainApi'),
    import('@reduxjs/toolkit/query'),
  ]);
  reducer.inject(chainApi);
  apiMiddleware.addMiddleware(chainApi.middleware);
  // Tells RTK Query when the page is hidden or unfocused: chain polling pauses meanwhile.
  setupListeners(store.dispatch);
}

/** Renders nothing; its effect runs once the tree it closes is committed (hydrated). */
function OnCommitted({ callback }: { callback: () => void }) {
  useEffect(callback, [callback]);
  return null;
}

/**
 * Hydrates (or renders) the app into #root. `onRendering` runs when React takes over the page
 * (from then on React handles presses itself: one landing on a part not hydrated yet hydrates it
 * at once and is delivered); `onLive` runs once the app is interactive.
 */
export async function startApp(onLive: () => void = () => {}, onRendering: () => void = () => {}) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html.');
  const { pathname } = window.location;
  // Started now, awaited later: the listeners (wallet layer, every feature's effects) are not
  // needed to hydrate; the parts that use them wait for the saved state, which is read back
  // only once the listeners are in place.
  const listenersLoaded = import('@/app/listener');
  const chainReadsStarted = startChainReads();
  // The page's lazy route is loaded first, so the first render is the page, as prerendered.
  // The visitor's catalogue too: a non-English visitor gets the page rendered in their language.
  const [locale] = await Promise.all([startLocale(), preloadRoutesOf(pathname)]);
  expectPersistedState();

  const app = (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
      <OnCommitted callback={onLive} />
    </StrictMode>
  );
  onRendering();
  // The HTML was rendered in English for one route at build time; a host that answers another
  // path with it (an SPA fallback), or a visitor in another language, gets a fresh client render
  // instead of a mismatched hydration.
  if (locale === 'en' && root.dataset.prerendered === routeKeyOf(pathname)) {
    // Hydrated in a transition: React cuts the work into short slices that yield to the
    // browser (a default-priority hydration is one long task), so the main thread is never
    // blocked for long. The prerendered HTML stays on screen meanwhile.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }

  const [{ registerAppListeners }] = await Promise.all([listenersLoaded, chainReadsStarted]);
  registerAppListeners(listenerMiddleware);
  // Restores the saved state (REHYDRATE reaches the listeners, which restore the connection).
  persistStore(store);
}
