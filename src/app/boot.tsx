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
import { baseReducers, configureAppStore } from '@/app/configureAppStore';
import type { RootReducerState } from '@/app/store';
import { AppRoutes, preloadRoutesOf, routeKeyOf } from '@/app/router';
import { expectPersistedState } from '@/hooks/useAppReady';
import { prepareNumberFormatting } from '@/i18n/format';
import { startLocale } from '@/i18n/runtime';
import { nextTask } from '@/wallet/nextTask';

/** Renders nothing; its effect runs once the tree it closes is committed (hydrated). */
function OnCommitted({ callback }: { callback: () => void }) {
  useEffect(callback, [callback]);
  return null;
}

// Hydrates (or renders) #root, each step in a task of its own; `onRendering` when React takes over,
// `onLive` once interactive. Persistence last: the listeners must see REHYDRATE to restore.
export async function startApp(onLive: () => void = () => {}, onRendering: () => void = () => {}) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html.');
  const { pathname } = window.location;
  // Fetched now, started after hydration (each import in a task of its own: starting one
  // inserts its preload links). RTK Query is evaluated before the cache built with it.
  const listenersLoaded = import('@/app/listener');
  await nextTask();
  const chainReadsLoaded = import('@reduxjs/toolkit/query').then(async (query) => {
    await nextTask();
    return { ...(await import('@/wallet/chainApi')), setupListeners: query.setupListeners };
  });
  await nextTask();
  // The route's chunk and the visitor's catalogue first: the first render is the page as shown.
  const routeLoaded = preloadRoutesOf(pathname);
  const localeStarted = startLocale();
  await nextTask();
  // The store without the listeners and the chain-read cache, added after hydration.
  const listenerMiddleware = createListenerMiddleware();
  const reducer = combineSlices(baseReducers);
  const apiMiddleware = createDynamicMiddleware();
  const store = configureAppStore({
    listenerMiddleware,
    // Typed complete: the cache is injected before anything that reads it renders.
    reducer: reducer as unknown as Reducer<RootReducerState>,
    apiMiddleware: apiMiddleware.middleware,
  });
  const [locale] = await Promise.all([localeStarted, routeLoaded]);
  expectPersistedState();
  // The route's chunk may just have been evaluated: the render starts in a task of its own.
  await nextTask();

  let onCommitted = () => {};
  const committed = new Promise<void>((resolve) => {
    onCommitted = resolve;
  }).then(onLive);
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
  // English HTML of one route: another path (an SPA fallback) or language renders, not hydrates.
  if (locale === 'en' && root.dataset.prerendered === routeKeyOf(pathname)) {
    // In a transition: hydrated in slices that yield (a default-priority one is one long task).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }

  // After hydration: a store change during it would make React finish it in one blocking pass.
  const [{ chainApi, setupListeners }] = await Promise.all([chainReadsLoaded, committed]);
  await nextTask();
  // The chain-read cache; `setupListeners` pauses polling while the page is hidden.
  reducer.inject(chainApi);
  apiMiddleware.addMiddleware(chainApi.middleware);
  setupListeners(store.dispatch);
  const { registerAppListeners } = await listenersLoaded;
  await nextTask();
  registerAppListeners(listenerMiddleware);
  await nextTask();
  persistStore(store);
  void nextTask().then(prepareNumberFormatting);
}
