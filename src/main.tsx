import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { setupListeners } from '@reduxjs/toolkit/query';
import { RouterProvider } from 'react-router-dom';
import { createAppStore, createPersistor } from '@/app/store';
import { createAppRouter, resolveMatchedLazyRoutes, routeKeyOf } from '@/app/router';
import '../styles/global.scss';

const store = createAppStore();
// Restores the saved state right away; nothing waits for it but the parts that need it (the
// header's wallet place shows a neutral placeholder until then).
createPersistor(store);
// Tells RTK Query when the page is hidden or unfocused: chain polling pauses meanwhile.
setupListeners(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

async function start(root: HTMLElement) {
  const { pathname } = window.location;
  // The page's lazy route is loaded first, so the first render is the page, as prerendered.
  await resolveMatchedLazyRoutes(pathname);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={createAppRouter()} />
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
