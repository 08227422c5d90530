import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistStore } from 'redux-persist';
import { createAppStore } from '@/app/store';
import { connectRequested } from '@/wallet/connectionSlice';
import { onSafeSignaturePending, resetSafeConnector } from '@/wallet/connectors/safe';
import { getActiveConnection } from '@/wallet/providerRegistry';
import { utf8ToHex } from '@/wallet/walletActions';
import { ProviderRpcError } from '@/wallet/eip1193';
import { FakeProvider } from '../../support/fakeProvider';
import { useCleanWalletEnvironment, waitForConnection } from '../../support/walletTest';

const SAFE = '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE';
const SIGNATURE = `0x${'cd'.repeat(130)}`;

/** The Safe host as the mocked SDK sees it; reset before each test. */
const host = vi.hoisted(() => ({
  imported: 0,
  signMessage: null as null | ((message: string) => Promise<unknown>),
  offChainSignatures: [] as string[],
  provider: null as unknown,
}));

vi.mock('@safe-global/safe-apps-sdk', () => {
  host.imported += 1;
  return {
    default: class {
      safe = {
        getInfo: async () => ({ safeAddress: SAFE, chainId: 1, threshold: 2, owners: [] }),
        getOffChainSignature: async () => host.offChainSignatures.shift() ?? '',
      };
      txs = { signMessage: (message: string) => host.signMessage!(message) };
    },
  };
});

vi.mock('@safe-global/safe-apps-provider', () => ({
  SafeAppProvider: class {
    constructor() {
      return host.provider as object;
    }
  },
}));

/** The Safe Apps provider 0.18.6 as it answers: accounts without a prompt, no eth_requestAccounts. */
function safeProvider() {
  return new FakeProvider({ accounts: [SAFE], authorized: true, chainId: 1 }).fail(
    'eth_requestAccounts',
    4200,
    '"eth_requestAccounts" not implemented',
  );
}

/** The hub framed by a page of `origin` (the Safe web app, or anything else). */
function framedBy(origin: string) {
  vi.stubGlobal('parent', {});
  Object.defineProperty(document, 'referrer', { value: `${origin}/apps/open`, configurable: true });
}

/** Connected once the listeners have loaded what they load on demand (the first test pays for it). */
const CONNECT_TIMEOUT_MS = 5_000;
const connectedSafe = (store: ReturnType<typeof createAppStore>) =>
  waitForConnection(store, (connection) => connection.status === 'connected', CONNECT_TIMEOUT_MS);

describe('the hub as a Safe App', () => {
  useCleanWalletEnvironment();
  beforeAll(async () => {
    // The connector registry and the address module load with the first connect: load them now.
    await Promise.all([import('@/wallet/connectors'), import('@/wallet/address')]);
  });
  beforeEach(() => {
    host.imported = 0;
    host.offChainSignatures = [];
    host.provider = safeProvider();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    resetSafeConnector();
    localStorage.clear();
  });

  it('behavior: picking Safe inside a Safe frame connects with eth_accounts, never eth_requestAccounts', async () => {
    framedBy('https://app.safe.global');
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'safe' }));
    await connectedSafe(store);
    expect(store.getState().connection.account).toBe(SAFE);
    const provider = host.provider as FakeProvider;
    expect(provider.requestsOf('eth_requestAccounts')).toHaveLength(0);
    expect(provider.requestsOf('eth_accounts')).toHaveLength(1);
  });

  it('behavior: a bundle sent from the Safe in another case reaches the provider from the Safe’s address as it spells it (no "Invalid from address")', async () => {
    framedBy('https://app.safe.global');
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'safe' }));
    await connectedSafe(store);
    const calls = [{ to: SAFE, data: '0x', value: '0x0' }];
    // The Safe Apps provider compares `from` with the Safe's address as two strings.
    (host.provider as FakeProvider).respond('wallet_sendCalls', (params) => {
      const [{ from }] = params as [{ from: string }];
      if (from !== SAFE) throw new Error('Invalid from address');
      return { id: `0x${'5a'.repeat(32)}` };
    });
    await getActiveConnection()!.provider.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', from: SAFE.toLowerCase(), chainId: '0x1', calls }],
    });
    const [sent] = (host.provider as FakeProvider).requestsOf('wallet_sendCalls');
    expect((sent!.params as [{ from: string }])[0].from).toBe(SAFE);
  });

  it('behavior: framed by the Safe web app, the hub connects to the Safe by itself, with nothing saved', async () => {
    framedBy('https://app.safe.global');
    const store = createAppStore();
    persistStore(store);
    await connectedSafe(store);
    expect(store.getState().connection).toMatchObject({
      connectorId: 'safe',
      account: SAFE,
      chain: { id: 1 },
      cachedConnectorId: 'safe',
    });
  });

  it('behavior: framed by another origin, the hub stays disconnected and loads no Safe SDK', async () => {
    framedBy('https://evil.example');
    const store = createAppStore();
    persistStore(store);
    await waitForConnection(store, (connection) => connection.restoreAttempted);
    expect(store.getState().connection.status).toBe('disconnected');
    expect(host.imported).toBe(0);
  });

  it('behavior: a message awaiting further owners is signed once the Safe has their signatures, never as 0x', async () => {
    framedBy('https://app.safe.global');
    host.signMessage = async () => ({ messageHash: `0x${'ee'.repeat(32)}` });
    // Not signed yet twice, then the prepared signature.
    host.offChainSignatures = ['', '', SIGNATURE];
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'safe' }));
    await connectedSafe(store);
    const pending: string[] = [];
    const stop = onSafeSignaturePending((hash) => pending.push(hash));
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      const signing = getActiveConnection()!.provider.request({
        method: 'personal_sign',
        params: [utf8ToHex('Sign in to Bear Hub'), SAFE],
      });
      await vi.advanceTimersByTimeAsync(20_000);
      await expect(signing).resolves.toBe(SIGNATURE);
      expect(pending).toEqual([`0x${'ee'.repeat(32)}`]);
    } finally {
      vi.useRealTimers();
      stop();
    }
  });

  it('behavior: a Safe that gives no signature at all refuses the signing instead of answering 0x', async () => {
    framedBy('https://app.safe.global');
    host.signMessage = async () => ({});
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'safe' }));
    await connectedSafe(store);
    await expect(
      getActiveConnection()!.provider.request({
        method: 'personal_sign',
        params: [utf8ToHex('hello'), SAFE],
      }),
    ).rejects.toThrow();
  });

  it('contract: the Safe provider fake refuses eth_requestAccounts as the real one does', async () => {
    await expect(safeProvider().request({ method: 'eth_requestAccounts' })).rejects.toBeInstanceOf(
      ProviderRpcError,
    );
  });
});
