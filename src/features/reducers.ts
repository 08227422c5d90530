import { hubReducer } from './hub/slice';
import { modalsReducer } from './modals/slice';
import { siweReducer } from './siwe/slice';
import { writeFlowsReducer } from './transactions/flowSlice';
import { transactionsReducer } from './transactions/slice';

/**
 * The features' slices, plugged into the store by `app/baseReducers.ts`: a feature with state of
 * its own adds its slice here, and nowhere else.
 */
export const featureReducers = {
  hub: hubReducer,
  modals: modalsReducer,
  transactions: transactionsReducer,
  writeFlows: writeFlowsReducer,
  siwe: siweReducer,
};
