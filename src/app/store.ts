import { persistStore, type Persistor } from 'redux-persist';
import type { RootReducerState } from './rootReducer';
import { configureAppStore } from './configureAppStore';
import { createAppListenerMiddleware } from './listener';

/** Builds a store with every listener started; tests and the prerender call it. */
export function createAppStore(preloadedState?: Partial<RootReducerState>) {
  return configureAppStore(createAppListenerMiddleware(), preloadedState);
}

export type AppStore = ReturnType<typeof configureAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export function createPersistor(store: AppStore): Persistor {
  return persistStore(store);
}
