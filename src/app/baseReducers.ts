import { featureReducers } from '@/features/reducers';
import { connectionReducer } from '@/wallet/connectionSlice';
import { walletsReducer } from '@/wallet/walletsSlice';

/** Every slice but the chain-read cache (injected after hydration: RTK Query stays off it). */
export const baseReducers = {
  connection: connectionReducer,
  wallets: walletsReducer,
  ...featureReducers,
};
