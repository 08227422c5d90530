import { chains } from '@/config/chains';
import { APP_NAME } from '@/config/constants';
import { env } from '@/config/env';
import { ConnectorNotFoundError } from '../errors';
import type { Eip1193Provider, InjectedProvider } from '../eip1193';
import { findAnnouncedProvider, RDNS_PATTERN } from '../providerRegistry';
import type { WalletMetadata } from '../types';
import { WALLET_METADATA } from '../walletMetadata';
import { loadOnce } from './loadOnce';
import type { Connector, ConnectorProvider } from './types';
import { findInjectedProvider } from './injected';
import { isWalletConnectProvider, walletConnectConnector } from './walletConnect';

/**
 * An extension wallet: its EIP-6963 announcement, else a `window.ethereum` with its flag, else the
 * fallback, else (WalletConnect-based, a project id configured) a pairing with its phone app.
 */
function announcedWalletConnector(
  metadata: WalletMetadata,
  isInjectedFlagged: (provider: InjectedProvider) => boolean,
  fallback?: () => Promise<Eip1193Provider>,
): Connector {
  const isInstalled = () =>
    findAnnouncedProvider(metadata.rdns) !== undefined ||
    findInjectedProvider(isInjectedFlagged) !== undefined;
  return {
    id: metadata.id,
    name: metadata.name,
    isInstalled,
    getProvider: async (context): Promise<ConnectorProvider> => {
      const announced = findAnnouncedProvider(metadata.rdns);
      if (announced) {
        const { rdns, name } = announced.info;
        return { provider: announced.provider, rdns, name };
      }
      const injected = findInjectedProvider(isInjectedFlagged);
      if (injected) return { provider: injected, rdns: null, name: metadata.name };
      if (fallback) return { provider: await fallback(), rdns: null, name: metadata.name };
      if (metadata.usesWalletConnect && env.walletConnectProjectId) {
        const paired = await walletConnectConnector.getProvider(context);
        return { ...paired, name: metadata.name };
      }
      throw new ConnectorNotFoundError(metadata.name);
    },
    // Only a WalletConnect pairing needs these.
    prepareConnect: async (provider) => {
      if (isWalletConnectProvider(provider))
        await walletConnectConnector.prepareConnect?.(provider);
    },
    hasSession: (provider) =>
      !isWalletConnectProvider(provider) || walletConnectConnector.hasSession?.(provider) === true,
    disconnect: async (provider) => {
      if (isWalletConnectProvider(provider)) await walletConnectConnector.disconnect?.(provider);
    },
  };
}

/**
 * A remembered wallet that announces itself through EIP-6963 and has not yet on this page (a
 * silent restore waits a moment for it). Wallets outside the catalogue are remembered by rdns.
 */
export function awaitsAnnouncement(connectorId: string): boolean {
  const metadata = (WALLET_METADATA as Readonly<Record<string, WalletMetadata | undefined>>)[
    connectorId
  ];
  if (metadata) {
    return metadata.rdns.length > 0 && findAnnouncedProvider(metadata.rdns) === undefined;
  }
  return RDNS_PATTERN.test(connectorId) && findAnnouncedProvider([connectorId]) === undefined;
}

export const braveConnector = announcedWalletConnector(
  WALLET_METADATA.brave,
  (provider) => provider.isBraveWallet === true,
);

/** Several wallets set `isMetaMask` too: it counts only without another wallet's flag. */
export const metaMaskConnector = announcedWalletConnector(
  WALLET_METADATA.metaMask,
  (provider) =>
    provider.isMetaMask === true &&
    !provider.isBraveWallet &&
    !provider.isRainbow &&
    !provider.isCoinbaseWallet,
);

export const rainbowConnector = announcedWalletConnector(
  WALLET_METADATA.rainbow,
  (provider) => provider.isRainbow === true,
);

const loadCoinbaseSdkProvider = loadOnce(async (): Promise<Eip1193Provider> => {
  const { createCoinbaseWalletSDK } = await import('@coinbase/wallet-sdk');
  return createCoinbaseWalletSDK({
    appName: APP_NAME,
    appChainIds: chains.map((chain) => chain.id),
  }).getProvider() as unknown as Eip1193Provider;
});

/** The extension, else the Coinbase Wallet SDK (smart wallet or mobile app). */
export const coinbaseConnector = {
  ...announcedWalletConnector(
    WALLET_METADATA.coinbase,
    (provider) => provider.isCoinbaseWallet === true,
    loadCoinbaseSdkProvider,
  ),
  disconnect: async (provider: Eip1193Provider) => {
    const sdk = provider as Eip1193Provider & { disconnect?: () => Promise<void> };
    const sdkProvider = loadCoinbaseSdkProvider.current();
    if (sdkProvider && provider === (await sdkProvider)) await sdk.disconnect?.();
  },
};
