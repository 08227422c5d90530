import { featureReducers } from '@/features/reducers';
import { connectionReducer } from '@/wallet/connectionSlice';
import { walletsReducer } from '@/wallet/walletsSlice';

/**
 * Every slice but the chain-read cache (`chainApi`, RTK Query). `rootReducer.ts` adds the cache;
 * the browser entry injects it once its chunk has loaded, so RTK Query is not part of the
 * JavaScript that hydrates the first view.
 */
export const baseReducers = {
  connection: connectionReducer,
  wallets: walletsReducer,
  ...featureReducers,
};
