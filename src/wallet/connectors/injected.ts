import { ConnectorNotFoundError } from '../errors';
import type { InjectedProvider } from '../eip1193';
import { findAnnouncedProviderByObject } from '../providerRegistry';
import { WALLET_METADATA } from '../walletMetadata';
import type { Connector } from './types';

function getWindowEthereum(): InjectedProvider | undefined {
  if (typeof window === 'undefined') return undefined;
  const candidate = (window as { ethereum?: Partial<InjectedProvider> }).ethereum;
  return typeof candidate?.request === 'function' ? (candidate as InjectedProvider) : undefined;
}

/** Looks into `window.ethereum.providers` when several extensions injected at once. */
export function findInjectedProvider(
  predicate: (provider: InjectedProvider) => boolean,
): InjectedProvider | undefined {
  const ethereum = getWindowEthereum();
  if (!ethereum) return undefined;
  const candidates = ethereum.providers?.length ? ethereum.providers : [ethereum];
  return candidates.find(predicate);
}

const metadata = WALLET_METADATA.injected;

/** Browser Wallet: whatever provider the browser injected as `window.ethereum`. */
export const injectedConnector: Connector = {
  id: metadata.id,
  name: metadata.name,
  isInstalled: () => getWindowEthereum() !== undefined,
  getProvider: async () => {
    const provider = getWindowEthereum();
    if (!provider) throw new ConnectorNotFoundError(metadata.name);
    // Described by its announcement when the same object announced itself.
    const announced = findAnnouncedProviderByObject(provider);
    return {
      provider,
      rdns: announced?.info.rdns ?? null,
      name: announced?.info.name ?? metadata.name,
    };
  },
};
