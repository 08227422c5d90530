import { APP_NAME } from '@/config/constants';
import { chains } from '@/config/chains';
import type { Eip1193Provider } from '../eip1193';
import { WALLET_METADATA } from '../walletMetadata';
import { createAnnouncedWalletConnector } from './announced';
import { loadOnce } from './loadOnce';

const loadCoinbaseSdkProvider = loadOnce(async (): Promise<Eip1193Provider> => {
  const { createCoinbaseWalletSDK } = await import('@coinbase/wallet-sdk');
  return createCoinbaseWalletSDK({
    appName: APP_NAME,
    appChainIds: chains.map((chain) => chain.id),
  }).getProvider() as unknown as Eip1193Provider;
});

/** The extension, else the Coinbase Wallet SDK (smart wallet or mobile app). */
export const coinbaseConnector = {
  ...createAnnouncedWalletConnector({
    metadata: WALLET_METADATA.coinbase,
    isInjectedFlagged: (provider) => provider.isCoinbaseWallet === true,
    fallback: loadCoinbaseSdkProvider,
  }),
  disconnect: async (provider: Eip1193Provider) => {
    const sdk = provider as Eip1193Provider & { disconnect?: () => Promise<void> };
    const sdkProvider = loadCoinbaseSdkProvider.current();
    if (sdkProvider && provider === (await sdkProvider)) await sdk.disconnect?.();
  },
};
