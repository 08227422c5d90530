import { configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
} from 'redux-persist';
import { env } from '@/config/env';
import { chainApi } from '@/wallet/chainApi';
import { buildPersistConfig } from './persist';
import { createAppListenerMiddleware } from './listener';
import { rootReducer, type RootReducerState } from './rootReducer';

const persistedReducer = persistReducer(buildPersistConfig<RootReducerState>(), rootReducer);

/** Builds a store; tests call it with a preloaded state, the app once in `main.tsx`. */
export function createAppStore(preloadedState?: Partial<RootReducerState>) {
  const listenerMiddleware = createAppListenerMiddleware();
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

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export function createPersistor(store: AppStore): Persistor {
  return persistStore(store);
}
