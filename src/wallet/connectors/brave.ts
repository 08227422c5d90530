import { WALLET_METADATA } from '../walletMetadata';
import { createAnnouncedWalletConnector } from './announced';

/** Brave Wallet: its announcement, else `window.ethereum.isBraveWallet`. */
export const braveConnector = createAnnouncedWalletConnector({
  metadata: WALLET_METADATA.brave,
  isInjectedFlagged: (provider) => provider.isBraveWallet === true,
});
