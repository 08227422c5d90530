import { ConnectorNotFoundError } from '../errors';
import type { Eip1193Provider, InjectedProvider } from '../eip1193';
import { findAnnouncedProvider } from '../providerRegistry';
import type { WalletMetadata } from '../types';
import type { Connector, ConnectorProvider } from './types';
import { findInjectedProvider } from './injected';

interface AnnouncedWalletOptions {
  metadata: WalletMetadata;
  /** Recognises the wallet on `window.ethereum` when it did not announce itself. */
  isInjectedFlagged: (provider: InjectedProvider) => boolean;
  /** Last resort when the wallet is neither announced nor injected (Coinbase: its SDK). */
  fallback?: () => Promise<Eip1193Provider>;
}

/**
 * A connector for an extension wallet: its EIP-6963 announcement (by rdns) first, then a
 * `window.ethereum` carrying its flag, then the fallback, else connector-not-found.
 */
export function createAnnouncedWalletConnector({
  metadata,
  isInjectedFlagged,
  fallback,
}: AnnouncedWalletOptions): Connector {
  const isInstalled = () =>
    findAnnouncedProvider(metadata.rdns) !== undefined ||
    findInjectedProvider(isInjectedFlagged) !== undefined;
  return {
    id: metadata.id,
    name: metadata.name,
    isInstalled,
    getProvider: async (): Promise<ConnectorProvider> => {
      const announced = findAnnouncedProvider(metadata.rdns);
      if (announced) {
        return { provider: announced.provider, rdns: announced.info.rdns, name: announced.info.name };
      }
      const injected = findInjectedProvider(isInjectedFlagged);
      if (injected) return { provider: injected, rdns: null, name: metadata.name };
      if (fallback) return { provider: await fallback(), rdns: null, name: metadata.name };
      throw new ConnectorNotFoundError(metadata.name);
    },
  };
}
