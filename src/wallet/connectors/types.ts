import type { Eip1193Provider } from '../eip1193';

/** What a connector hands to the listener: the provider and how to describe it in the store. */
export interface ConnectorProvider {
  provider: Eip1193Provider;
  /** EIP-6963 rdns when the provider was announced, else null. */
  rdns: string | null;
  /** Provider name shown in the state (the announced name, or the wallet's). */
  name: string;
}

/** What the listener passes to a connector while it obtains its provider. */
export interface ConnectorContext {
  /** Receives the WalletConnect pairing URI (the dialog draws it as a QR code). */
  onDisplayUri: (uri: string) => void;
}

/**
 * One wallet the hub can connect to. Connectors only obtain providers; every request to the
 * wallet is made by the listener middleware (`wallet/listeners.ts`).
 */
export interface Connector {
  /** A wallet id of the catalogue, or the rdns of an EIP-6963 wallet outside it. */
  id: string;
  name: string;
  /** Whether this browser has the wallet, without loading any SDK. */
  isInstalled: () => boolean;
  /**
   * The wallet's EIP-1193 provider. Throws a catalogue error when the wallet is missing.
   * SDK-based connectors `import()` their SDK here, and only here.
   */
  getProvider: (context: ConnectorContext) => Promise<ConnectorProvider>;
  /**
   * How a connect asks for the accounts: `eth_requestAccounts` unless the wallet grants them
   * another way (the Safe provider answers `eth_accounts` and implements no request).
   */
  requestAccounts?: (provider: Eip1193Provider) => Promise<string[]>;
  /** Runs before `eth_requestAccounts` (WalletConnect pairs here). */
  prepareConnect?: (provider: Eip1193Provider) => Promise<void>;
  /** For a silent restore: false when the SDK has no session to restore. */
  hasSession?: (provider: Eip1193Provider) => boolean;
  /** Ends the SDK's own session on disconnect. */
  disconnect?: (provider: Eip1193Provider) => Promise<void>;
}
