import { persistStore, type Persistor } from 'redux-persist';
import { chainApi } from '@/wallet/chainApi';
import { rootReducer, type RootReducerState } from './rootReducer';
import { configureAppStore } from './configureAppStore';
import { createAppListenerMiddleware } from './listener';

/** Builds a complete store, every listener started; tests and the prerender call it. */
export function createAppStore(preloadedState?: Partial<RootReducerState>) {
  return configureAppStore(
    {
      listenerMiddleware: createAppListenerMiddleware(),
      reducer: rootReducer,
      apiMiddleware: chainApi.middleware,
    },
    preloadedState,
  );
}

export type AppStore = ReturnType<typeof configureAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export function createPersistor(store: AppStore): Persistor {
  return persistStore(store);
}
