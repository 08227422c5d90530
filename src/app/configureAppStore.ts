import { configureStore, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { env } from '@/config/env';
import { chainApi } from '@/wallet/chainApi';
import { buildPersistConfig } from './persist';
import { rootReducer, type RootReducerState } from './rootReducer';

const persistedReducer = persistReducer(buildPersistConfig<RootReducerState>(), rootReducer);

/**
 * The store around a given listener middleware. `createAppStore` (store.ts) passes one with
 * every feature's listeners started; the browser entry passes an empty one and starts the
 * listeners once their chunk has loaded (before persistence starts), which keeps the wallet
 * layer out of the JavaScript the first view needs.
 */
export function configureAppStore(
  listenerMiddleware: ListenerMiddlewareInstance,
  preloadedState?: Partial<RootReducerState>,
) {
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
        .concat(chainApi.middleware),
  });
}
