import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { setupListeners } from '@reduxjs/toolkit/query';
import { PersistGate } from 'redux-persist/integration/react';
import { RouterProvider } from 'react-router-dom';
import { createAppStore, createPersistor } from '@/app/store';
import { createAppRouter } from '@/app/router';
import '../styles/global.scss';

const store = createAppStore();
const persistor = createPersistor(store);
// Tells RTK Query when the page is hidden or unfocused: chain polling pauses meanwhile.
setupListeners(store.dispatch);
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
