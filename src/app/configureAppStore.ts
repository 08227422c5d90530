import {
  configureStore,
  type ListenerMiddlewareInstance,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { env } from '@/config/env';
import { buildPersistConfig } from './persist';
import type { RootReducerState } from './rootReducer';

export interface AppStoreParts {
  /** Every feature's effects; empty at first in the browser (started once their chunk loads). */
  listenerMiddleware: ListenerMiddlewareInstance;
  /** The root reducer; in the browser, one the chain-read cache is injected into later. */
  reducer: Reducer<RootReducerState>;
  /** The chain-read cache's middleware, or a dynamic middleware it is added to later. */
  apiMiddleware: Middleware;
}

/**
 * The store from its parts. `createAppStore` (store.ts: tests, the prerender) passes them all
 * ready; the browser entry (boot.tsx) passes an empty listener middleware, a reducer without
 * the chain-read cache and a dynamic middleware, and completes them once their chunks have
 * loaded, before persistence starts. That keeps the wallet layer and RTK Query out of the
 * JavaScript the first view needs.
 */
export function configureAppStore(
  { listenerMiddleware, reducer, apiMiddleware }: AppStoreParts,
  preloadedState?: Partial<RootReducerState>,
) {
  const persistedReducer = persistReducer(buildPersistConfig<RootReducerState>(), reducer);
  return configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    devTools: env.isDev,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
        },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(apiMiddleware),
  });
}
