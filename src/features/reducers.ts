import { hubReducer } from './hub/slice';
import { modalsReducer } from './modals/slice';
import { siweReducer } from './siwe/slice';
import { writeFlowsReducer } from './transactions/flowSlice';
import { transactionsReducer } from './transactions/slice';

/** The features' slices (`app/configureAppStore.ts`): a feature with state adds its slice here. */
export const featureReducers = {
  hub: hubReducer,
  modals: modalsReducer,
  transactions: transactionsReducer,
  writeFlows: writeFlowsReducer,
  siwe: siweReducer,
};
