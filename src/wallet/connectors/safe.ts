import { SAFE_INFO_TIMEOUT_MS } from '@/config/constants';
import { SAFE_ORIGIN_PATTERNS } from '@/config/safeOrigins';
import type { Eip1193Provider } from '../eip1193';
import { SafeInfoUnavailableError, SafeProviderRequiredError } from '../errors';
import { WALLET_METADATA } from '../walletMetadata';
import { loadOnce } from './loadOnce';
import type { Connector, ConnectorProvider } from './types';

const metadata = WALLET_METADATA.safe;

/** A Safe app runs in an iframe of the Safe web app; anywhere else there is no Safe to reach. */
export function isInSafeFrame(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/** Rejects with the Safe error when `promise` has not settled after `timeoutMs`. */
function withSafeTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SafeInfoUnavailableError()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new SafeInfoUnavailableError({ cause: error }));
      },
    );
  });
}

/** Loads the Safe Apps SDK and provider (only now), asks the host for the Safe, once per page. */
const loadSafeProvider = loadOnce(async (): Promise<Eip1193Provider> => {
  const [{ default: SafeAppsSDK }, { SafeAppProvider }] = await Promise.all([
    import('@safe-global/safe-apps-sdk'),
    import('@safe-global/safe-apps-provider'),
  ]);
  // Messages from any other origin are ignored: only the Safe web app speaks for a Safe.
  const sdk = new SafeAppsSDK({ allowedDomains: [...SAFE_ORIGIN_PATTERNS] });
  // getInfo never settles outside a Safe host: give up after a while.
  const safe = await withSafeTimeout(sdk.safe.getInfo(), SAFE_INFO_TIMEOUT_MS);
  return new SafeAppProvider(safe, sdk) as unknown as Eip1193Provider;
});

/** Safe: the Safe Apps SDK's provider, available only inside a Safe frame. */
export const safeConnector: Connector = {
  id: metadata.id,
  name: metadata.name,
  isInstalled: isInSafeFrame,
  getProvider: async (): Promise<ConnectorProvider> => {
    if (!isInSafeFrame()) throw new SafeProviderRequiredError();
    return { provider: await loadSafeProvider(), rdns: null, name: metadata.name };
  },
};

/** Forgets the cached Safe provider (tests). */
export function resetSafeConnector(): void {
  loadSafeProvider.reset();
}
