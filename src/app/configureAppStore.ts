import {
  configureStore,
  type ListenerMiddlewareInstance,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { env } from '@/config/env';
import { featureReducers } from '@/features/reducers';
import { connectionReducer } from '@/wallet/connectionSlice';
import { walletsReducer } from '@/wallet/walletsSlice';
import { buildPersistConfig } from './persist';
import type { RootReducerState } from './store';

/** Every slice but the chain-read cache (injected after hydration: RTK Query stays off it). */
export const baseReducers = {
  connection: connectionReducer,
  wallets: walletsReducer,
  ...featureReducers,
};

/** redux-persist's actions carry functions: the serializability check lets them through. */
const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

// The store from its parts: complete from `createAppStore`; from boot.tsx completed after hydration
// (no listeners or chain-read cache yet: the wallet layer and RTK Query stay off the first view).
export function configureAppStore(
  parts: {
    listenerMiddleware: ListenerMiddlewareInstance;
    reducer: Reducer<RootReducerState>;
    apiMiddleware: Middleware;
  },
  preloadedState?: Partial<RootReducerState>,
) {
  const persistedReducer = persistReducer(buildPersistConfig<RootReducerState>(), parts.reducer);
  return configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    devTools: env.isDev,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredActions: PERSIST_ACTIONS } })
        .prepend(parts.listenerMiddleware.middleware)
        .concat(parts.apiMiddleware),
  });
}
