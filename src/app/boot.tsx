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
import { prepareNumberFormatting } from '@/i18n/format';
import { startLocale } from '@/i18n/startLocale';
import { nextTask } from '@/wallet/nextTask';

/**
 * Starts the app on the prerendered page (loaded by `main.tsx` once the page has painted, after
 * react-dom, the router and the state libraries): hydrates it as soon as the route's chunk is
 * there, then plugs in the chain-read cache, starts the listeners and, after them, persistence
 * (the listeners must see redux-persist's REHYDRATE to restore a saved connection). Each piece
 * of that work runs in a task of its own (`nextTask`), so none blocks the page for long.
 */

/**
 * The browser's store: an empty listener middleware, a reducer without the chain-read cache and
 * a dynamic middleware, completed once their chunks have loaded (after hydration).
 */
function createBrowserStore() {
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
  return { store, listenerMiddleware, reducer, apiMiddleware };
}

/** Renders nothing; its effect runs once the tree it closes is committed (hydrated). */
function OnCommitted({ callback }: { callback: () => void }) {
  useEffect(callback, [callback]);
  return null;
}

/**
 * Hydrates (or renders) the app into #root. `onRendering` runs when React takes over the page
 * (from then on React handles presses itself: one landing on a part not hydrated yet hydrates it
 * at once and is delivered); `onLive` runs once the app is interactive. Resolves once the saved
 * state is being read back.
 */
export async function startApp(onLive: () => void = () => {}, onRendering: () => void = () => {}) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html.');
  const { pathname } = window.location;
  // Fetched now, started after hydration: the listeners (wallet layer, every feature's effects)
  // and the chain-read cache are not needed to hydrate; the parts that use them wait for the
  // saved state, which is read back only once they are in place. (Each import in a task of its
  // own: starting one inserts its files' preload links.) RTK Query's code is evaluated before
  // the chain-read cache that is built with it, each in a task of its own.
  const listenersLoaded = import('@/app/listener');
  await nextTask();
  const chainReadsLoaded = import('@reduxjs/toolkit/query').then(async (query) => {
    await nextTask();
    return { ...(await import('@/wallet/chainApi')), setupListeners: query.setupListeners };
  });
  await nextTask();
  // The page's lazy route is loaded first, so the first render is the page, as prerendered.
  // The visitor's catalogue too: a non-English visitor gets the page rendered in their language.
  const routeLoaded = preloadRoutesOf(pathname);
  const localeStarted = startLocale();
  await nextTask();
  const { store, listenerMiddleware, reducer, apiMiddleware } = createBrowserStore();
  const [locale] = await Promise.all([localeStarted, routeLoaded]);
  expectPersistedState();
  // The route's chunk may just have been evaluated: the render starts in a task of its own.
  await nextTask();

  let markCommitted = () => {};
  const committed = new Promise<void>((resolve) => {
    markCommitted = resolve;
  });
  const onCommitted = () => {
    markCommitted();
    onLive();
  };
  const app = (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
      <OnCommitted callback={onCommitted} />
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

  // What follows waits for the page to be hydrated (a store change during hydration would make
  // React finish it in one blocking pass).
  const [{ chainApi, setupListeners }] = await Promise.all([chainReadsLoaded, committed]);
  await nextTask();
  // The chain-read cache: its reducer, its middleware, and RTK Query told when the page is
  // hidden or unfocused (chain polling pauses meanwhile).
  reducer.inject(chainApi);
  apiMiddleware.addMiddleware(chainApi.middleware);
  setupListeners(store.dispatch);
  const { registerAppListeners } = await listenersLoaded;
  await nextTask();
  registerAppListeners(listenerMiddleware);
  await nextTask();
  // Restores the saved state (REHYDRATE reaches the listeners, which restore the connection).
  persistStore(store);
  // The number formatting's one-off setup, in a task of its own before any amount is shown.
  void nextTask().then(prepareNumberFormatting);
}
