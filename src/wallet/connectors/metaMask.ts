import { WALLET_METADATA } from '../walletMetadata';
import { createAnnouncedWalletConnector } from './announced';

/**
 * MetaMask. Several wallets set `isMetaMask` for compatibility, so the flag counts only when
 * no other wallet's flag is set.
 */
export const metaMaskConnector = createAnnouncedWalletConnector({
  metadata: WALLET_METADATA.metaMask,
  isInjectedFlagged: (provider) =>
    provider.isMetaMask === true &&
    !provider.isBraveWallet &&
    !provider.isRainbow &&
    !provider.isCoinbaseWallet,
});
