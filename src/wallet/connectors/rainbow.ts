import { WALLET_METADATA } from '../walletMetadata';
import { createAnnouncedWalletConnector } from './announced';

/** Rainbow: its announcement, else `window.ethereum.isRainbow`. */
export const rainbowConnector = createAnnouncedWalletConnector({
  metadata: WALLET_METADATA.rainbow,
  isInjectedFlagged: (provider) => provider.isRainbow === true,
});
