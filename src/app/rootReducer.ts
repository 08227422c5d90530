import { combineReducers } from '@reduxjs/toolkit';
import { hubReducer } from '@/features/hub/slice';
import { connectionReducer } from '@/features/connection/slice';
import { modalsReducer } from '@/features/modals/slice';
import { walletsReducer } from '@/features/wallets/slice';
import { chainApi } from '@/wallet/chainApi';

export const rootReducer = combineReducers({
  hub: hubReducer,
  connection: connectionReducer,
  modals: modalsReducer,
  wallets: walletsReducer,
  [chainApi.reducerPath]: chainApi.reducer,
});

export type RootReducerState = ReturnType<typeof rootReducer>;
