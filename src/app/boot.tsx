import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { persistStore } from 'redux-persist';
import { BrowserRouter } from 'react-router-dom';
import { configureAppStore } from '@/app/configureAppStore';
import { AppRoutes, preloadRoutesOf, routeKeyOf } from '@/app/router';

/**
 * Starts the app on the prerendered page (loaded by `main.tsx` once the page has painted). It
 * loads the route's chunk and the listeners (the wallet layer and every feature's effects) in
 * parallel, starts the listeners, then persistence (the listeners must see redux-persist's
 * REHYDRATE to restore a saved connection), then hydrates.
 */
const listenerMiddleware = createListenerMiddleware();
const store = configureAppStore(listenerMiddleware);
// Tells RTK Query when the page is hidden or unfocused: chain polling pauses meanwhile.
setupListeners(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

async function start(root: HTMLElement) {
  const { pathname } = window.location;
  const [{ registerAppListeners }] = await Promise.all([
    import('@/app/listener'),
    // The page's lazy route is loaded first, so the first render is the page, as prerendered.
    preloadRoutesOf(pathname),
  ]);
  registerAppListeners(listenerMiddleware);
  // Restores the saved state; nothing waits for it but the parts that need it (the header's
  // wallet place shows a neutral placeholder until then).
  persistStore(store);

  const app = (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
  // The HTML was rendered for one route at build time; a host that answers another path with
  // it (an SPA fallback) gets a fresh client render instead of a mismatched hydration.
  if (root.dataset.prerendered === routeKeyOf(pathname)) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start(container);
