import { hubReducer } from '@/features/hub/slice';
import { connectionReducer } from '@/wallet/connectionSlice';
import { modalsReducer } from '@/features/modals/slice';
import { walletsReducer } from '@/wallet/walletsSlice';
import { transactionsReducer } from '@/features/transactions/slice';
import { writeFlowsReducer } from '@/features/transactions/flowSlice';
import { siweReducer } from '@/features/siwe/slice';

/**
 * Every slice but the chain-read cache (`chainApi`, RTK Query). `rootReducer.ts` adds the cache;
 * the browser entry injects it once its chunk has loaded, so RTK Query is not part of the
 * JavaScript that hydrates the first view.
 */
export const baseReducers = {
  hub: hubReducer,
  connection: connectionReducer,
  modals: modalsReducer,
  wallets: walletsReducer,
  transactions: transactionsReducer,
  writeFlows: writeFlowsReducer,
  siwe: siweReducer,
};
