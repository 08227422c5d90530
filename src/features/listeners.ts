import type { AppStartListening } from '@/app/listener';
import { registerHubListeners } from './hub/listeners';
import { registerMintListeners } from './mint/listeners';
import { registerModalListeners } from './modals/listeners';
import { registerSiweListeners } from './siwe/listeners';
import { registerStakingListeners } from './staking/listeners';
import { registerTransactionWatch } from './transactions/lazyWatch';

/** Every feature's listeners (started by `app/listener.ts`): a new feature adds its own here. */
export const featureListeners: ReadonlyArray<(startListening: AppStartListening) => void> = [
  registerHubListeners,
  registerModalListeners,
  registerSiweListeners,
  registerTransactionWatch,
  registerStakingListeners,
  registerMintListeners,
];
