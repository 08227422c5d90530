import { combineReducers } from '@reduxjs/toolkit';
import { chainApi } from '@/wallet/chainApi';
import { baseReducers } from './baseReducers';

export const rootReducer = combineReducers({
  ...baseReducers,
  [chainApi.reducerPath]: chainApi.reducer,
});

export type RootReducerState = ReturnType<typeof rootReducer>;
