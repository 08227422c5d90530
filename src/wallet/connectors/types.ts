import type { Eip1193Provider } from '../eip1193';

/** A provider and how the store describes it (its announcement's rdns and name, if any). */
export interface ConnectorProvider {
  provider: Eip1193Provider;
  rdns: string | null;
  name: string;
}

/** `onDisplayUri` receives the WalletConnect pairing URI. */
export type ConnectorContext = { onDisplayUri: (uri: string) => void };

/** A wallet: connectors only obtain providers; the listeners make every request. */
export interface Connector {
  /** A catalogue wallet id, or the rdns of an EIP-6963 wallet outside it. */
  id: string;
  name: string;
  /** Without loading any SDK. */
  isInstalled: () => boolean;
  /** Throws a catalogue error when the wallet is missing; the only place an SDK is loaded. */
  getProvider: (context: ConnectorContext) => Promise<ConnectorProvider>;
  /** Instead of `eth_requestAccounts` (the Safe provider implements none). */
  requestAccounts?: (provider: Eip1193Provider) => Promise<string[]>;
  /** WalletConnect pairs here. */
  prepareConnect?: (provider: Eip1193Provider) => Promise<void>;
  /** For a silent restore: false when the SDK has no session to restore. */
  hasSession?: (provider: Eip1193Provider) => boolean;
  disconnect?: (provider: Eip1193Provider) => Promise<void>;
}
