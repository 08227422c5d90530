import { combineReducers } from '@reduxjs/toolkit';
import { hubReducer } from '@/features/hub/slice';
import { connectionReducer } from '@/features/connection/slice';
import { modalsReducer } from '@/features/modals/slice';
import { walletsReducer } from '@/features/wallets/slice';
import { chainApi } from '@/wallet/chainApi';
import { transactionsReducer } from '@/features/transactions/slice';
import { writeFlowsReducer } from '@/features/transactions/flowSlice';
import { siweReducer } from '@/features/siwe/slice';

export const rootReducer = combineReducers({
  hub: hubReducer,
  connection: connectionReducer,
  modals: modalsReducer,
  wallets: walletsReducer,
  [chainApi.reducerPath]: chainApi.reducer,
  transactions: transactionsReducer,
  writeFlows: writeFlowsReducer,
  siwe: siweReducer,
});

export type RootReducerState = ReturnType<typeof rootReducer>;
