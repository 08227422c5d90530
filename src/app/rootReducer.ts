import { combineReducers } from '@reduxjs/toolkit';
import { hubReducer } from '@/features/hub/slice';
import { connectionReducer } from '@/features/connection/slice';
import { modalsReducer } from '@/features/modals/slice';

export const rootReducer = combineReducers({
  hub: hubReducer,
  connection: connectionReducer,
  modals: modalsReducer,
});

export type RootReducerState = ReturnType<typeof rootReducer>;
