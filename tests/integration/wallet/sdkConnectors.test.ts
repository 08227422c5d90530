import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { connectRequested, disconnectRequested } from '@/wallet/connectionSlice';
import { env } from '@/config/env';
import { SAFE_INFO_TIMEOUT_MS } from '@/config/constants';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { requireWalletConnectProjectId } from '@/wallet/connectors/walletConnect';
import { resetSafeConnector } from '@/wallet/connectors/safe';
import { FakeProvider } from '../../support/fakeProvider';
import {
  useCleanWalletEnvironment,
  waitForConnection,
  waitForStatus,
} from '../../support/walletTest';

const PAIRING_URI = 'wc:abc@2?relay-protocol=irn&symKey=00';

/** What the mocked SDK modules saw; reset before each test. */
const sdk = vi.hoisted(() => ({
  walletConnectImported: 0,
  walletConnectInitOptions: [] as unknown[],
  coinbaseImported: 0,
  safeImported: 0,
  safeGetInfo: null as null | (() => Promise<unknown>),
  providers: {} as Record<string, unknown>,
}));

vi.mock('@walletconnect/ethereum-provider', () => {
  sdk.walletConnectImported += 1;
  return {
    EthereumProvider: {
      init: async (options: unknown) => {
        sdk.walletConnectInitOptions.push(options);
        return sdk.providers.walletConnect;
      },
    },
  };
});

vi.mock('@coinbase/wallet-sdk', () => {
  sdk.coinbaseImported += 1;
  return { createCoinbaseWalletSDK: () => ({ getProvider: () => sdk.providers.coinbase }) };
});

vi.mock('@safe-global/safe-apps-sdk', () => {
  sdk.safeImported += 1;
  return {
    default: class {
      safe = { getInfo: () => sdk.safeGetInfo!() };
    },
  };
});

vi.mock('@safe-global/safe-apps-provider', () => ({
  SafeAppProvider: class {
    constructor() {
      return sdk.providers.safe as object;
    }
  },
}));

/** WalletConnect's provider: no session until `connect()` pairs (emitting display_uri). */
class FakeWalletConnectProvider extends FakeProvider {
  session: object | undefined = undefined;
  connect = async () => {
    this.emit('display_uri', PAIRING_URI);
    this.session = { topic: 'topic' };
  };
  disconnect = vi.fn(async () => {
    this.session = undefined;
  });
}

describe('SDK connectors', () => {
  useCleanWalletEnvironment();
  const original = { ...env };
  beforeEach(() => {
    sdk.walletConnectInitOptions.length = 0;
  });
  afterEach(() => {
    Object.assign(env, original);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetSafeConnector();
  });

  it('behavior: start-up loads no SDK and raises no projectId error', async () => {
    env.walletConnectProjectId = undefined;
    const store = createAppStore();
    store.dispatch({ type: 'test/anything' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sdk.walletConnectImported + sdk.coinbaseImported + sdk.safeImported).toBe(0);
    expect(store.getState().connection.error).toBeNull();
  });

  it('behavior: choosing WalletConnect without a project id raises the No projectId found error, without loading the SDK', async () => {
    env.walletConnectProjectId = undefined;
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'walletConnect' }));
    await waitForConnection(store, (c) => c.error !== null);
    expect(store.getState().connection.error).toEqual({
      code: 'WALLETCONNECT_PROJECT_ID_MISSING',
      message:
        'No projectId found. WalletConnect needs a WalletConnect Cloud project id: set VITE_WALLETCONNECT_PROJECT_ID in .env.local (see .env.example) and rebuild the hub.',
    });
    expect(store.getState().connection.error?.message.startsWith('No projectId found.')).toBe(true);
    expect(sdk.walletConnectImported).toBe(0);
  });

  it('contract: the project id check accepts a set id and refuses an empty one', () => {
    expect(requireWalletConnectProjectId('abc123')).toBe('abc123');
    expect(() => requireWalletConnectProjectId('')).toThrow(/^No projectId found\./);
    expect(() => requireWalletConnectProjectId(undefined)).toThrow(
      WALLET_ERROR_MESSAGES.walletConnectProjectIdMissing,
    );
  });

  it('behavior: WalletConnect loads on demand, initialises once, forwards the pairing URI and connects', async () => {
    env.walletConnectProjectId = 'project-1';
    const provider = new FakeWalletConnectProvider({ chainId: 10 });
    sdk.providers.walletConnect = provider;
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'walletConnect' }));
    await waitForStatus(store, 'connected');
    expect(sdk.walletConnectImported).toBe(1);
    expect(sdk.walletConnectInitOptions[0]).toMatchObject({
      projectId: 'project-1',
      showQrModal: false,
    });
    expect(store.getState().connection.chain?.id).toBe(10);
    // A second connect after a disconnect reuses the same provider (init once per page).
    store.dispatch(disconnectRequested());
    await waitForStatus(store, 'disconnected');
    expect(provider.disconnect).toHaveBeenCalled();
    const uris: (string | null)[] = [];
    store.subscribe(() => uris.push(store.getState().connection.walletConnectUri));
    store.dispatch(connectRequested({ connectorId: 'walletConnect' }));
    await waitForStatus(store, 'connected');
    expect(uris).toContain(PAIRING_URI);
    expect(sdk.walletConnectInitOptions).toHaveLength(1);
    expect(provider.listenerCount('accountsChanged')).toBe(1);
  });

  it('behavior: Coinbase without its extension falls back to the Coinbase Wallet SDK', async () => {
    const provider = new FakeProvider({ chainId: 137 });
    sdk.providers.coinbase = provider;
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'coinbase' }));
    await waitForStatus(store, 'connected');
    expect(sdk.coinbaseImported).toBe(1);
    expect(provider.requestsOf('eth_requestAccounts')).toHaveLength(1);
  });

  it("behavior: Safe outside a Safe frame raises 'provider is required.'", async () => {
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'safe' }));
    await waitForConnection(store, (c) => c.error !== null);
    expect(store.getState().connection.error).toEqual({
      code: 'SAFE_PROVIDER_REQUIRED',
      message: 'provider is required.',
    });
    expect(sdk.safeImported).toBe(0);
  });

  it("behavior: Safe whose host never answers raises 'Could not load Safe information'", async () => {
    vi.stubGlobal('parent', {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sdk.safeGetInfo = () => new Promise(() => undefined);
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'safe' }));
    await vi.advanceTimersByTimeAsync(SAFE_INFO_TIMEOUT_MS + 1);
    vi.useRealTimers();
    await waitForConnection(store, (c) => c.error !== null);
    expect(store.getState().connection.error).toEqual({
      code: 'SAFE_INFO_UNAVAILABLE',
      message: 'Could not load Safe information',
    });
  });

  it('behavior: Safe inside a Safe frame connects through the Safe provider', async () => {
    vi.stubGlobal('parent', {});
    sdk.safeGetInfo = async () => ({ safeAddress: '0x0', chainId: 1 });
    // As the Safe Apps provider answers: the Safe's account without a prompt, no eth_requestAccounts.
    const provider = new FakeProvider({ authorized: true }).fail('eth_requestAccounts', 4200);
    sdk.providers.safe = provider;
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'safe' }));
    await waitForStatus(store, 'connected');
    expect(store.getState().hub.wallet).toEqual({ connectorId: 'safe', name: 'Safe' });
  });
});
