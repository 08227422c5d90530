import { APP_NAME } from '@/config/constants';
import { chains } from '@/config/chains';
import { env } from '@/config/env';
import type { Eip1193Provider } from '../eip1193';
import { WalletConnectProjectIdMissingError } from '../errors';
import { WALLET_METADATA } from '../walletMetadata';
import { loadOnce } from './loadOnce';
import type { Connector } from './types';

const metadata = WALLET_METADATA.walletConnect;

/** The part of WalletConnect's EthereumProvider the connector uses. */
interface WalletConnectProvider extends Eip1193Provider {
  session?: unknown;
  connect: () => Promise<void>;
  disconnect: () => Promise<void>;
}

const createdProviders = new WeakSet<Eip1193Provider>();

export const isWalletConnectProvider = (provider: Eip1193Provider) =>
  createdProviders.has(provider);
/** The latest connect attempt's. */
let displayUriSink: ((uri: string) => void) | null = null;

/** Called when WalletConnect is chosen or restored, never at start-up. */
export function requireWalletConnectProjectId(projectId: string | undefined): string {
  if (!projectId) throw new WalletConnectProjectIdMissingError();
  return projectId;
}

/** Once per page: it opens a relay connection. The hub draws the QR code from `display_uri`. */
const loadWalletConnectProvider = loadOnce(
  async (projectId: string): Promise<WalletConnectProvider> => {
    const { EthereumProvider } = await import('@walletconnect/ethereum-provider');
    const provider = await EthereumProvider.init({
      projectId,
      showQrModal: false,
      optionalChains: chains.map((chain) => chain.id) as [number, ...number[]],
      rpcMap: Object.fromEntries(
        chains.map((chain) => [chain.id, chain.rpcUrls.default.http[0] ?? '']),
      ),
      metadata: { name: APP_NAME, description: APP_NAME, url: window.location.origin, icons: [] },
    });
    provider.on('display_uri', (uri: string) => displayUriSink?.(uri));
    const walletConnect = provider as unknown as WalletConnectProvider;
    createdProviders.add(walletConnect);
    return walletConnect;
  },
);

export const walletConnectConnector: Connector = {
  id: metadata.id,
  name: metadata.name,
  isInstalled: () => true,
  getProvider: async (context) => {
    const projectId = requireWalletConnectProjectId(env.walletConnectProjectId);
    displayUriSink = context.onDisplayUri;
    const provider = await loadWalletConnectProvider(projectId);
    return { provider, rdns: null, name: metadata.name };
  },
  prepareConnect: async (provider) => {
    const walletConnect = provider as WalletConnectProvider;
    // Resolves once the phone approved the session.
    if (!walletConnect.session) await walletConnect.connect();
  },
  hasSession: (provider) => Boolean((provider as WalletConnectProvider).session),
  disconnect: (provider) => (provider as WalletConnectProvider).disconnect(),
};
