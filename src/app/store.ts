import { combineReducers, createListenerMiddleware } from '@reduxjs/toolkit';
import { chainApi } from '@/wallet/chainApi';
import { baseReducers, configureAppStore } from './configureAppStore';
import { registerAppListeners } from './listener';

export const rootReducer = combineReducers({
  ...baseReducers,
  [chainApi.reducerPath]: chainApi.reducer,
});

export type RootReducerState = ReturnType<typeof rootReducer>;

/** Builds a complete store, every listener started; tests and the prerender call it. */
export function createAppStore(preloadedState?: Partial<RootReducerState>) {
  const listenerMiddleware = createListenerMiddleware();
  registerAppListeners(listenerMiddleware);
  const parts = { listenerMiddleware, reducer: rootReducer, apiMiddleware: chainApi.middleware };
  return configureAppStore(parts, preloadedState);
}

export type AppStore = ReturnType<typeof configureAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
