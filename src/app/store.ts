import { combineReducers } from '@reduxjs/toolkit';
import { chainApi } from '@/wallet/chainApi';
import { baseReducers, configureAppStore } from './configureAppStore';
import { createAppListenerMiddleware } from './listener';

export const rootReducer = combineReducers({
  ...baseReducers,
  [chainApi.reducerPath]: chainApi.reducer,
});

export type RootReducerState = ReturnType<typeof rootReducer>;

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
