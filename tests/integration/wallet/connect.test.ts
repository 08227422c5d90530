import { describe, expect, it, vi } from 'vitest';
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { createAppStore } from '@/app/store';
import type { AppStartListening } from '@/app/listener';
import { connectCancelled, connectRequested, disconnectRequested } from '@/wallet/connectionSlice';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { registerWalletListeners } from '@/wallet/listeners';
import {
  ACCOUNT_0_CHECKSUM,
  FakeProvider,
  announceProvider,
  injectWindowEthereum,
} from '../../support/fakeProvider';
import {
  connectInjected,
  useCleanWalletEnvironment,
  waitForConnection,
  waitForStatus,
} from '../../support/walletTest';

const EVENTS = ['accountsChanged', 'chainChanged', 'disconnect'] as const;

describe('connect', () => {
  useCleanWalletEnvironment();

  it('behavior: the injected wallet connects with eth_requestAccounts then eth_chainId', async () => {
    const provider = new FakeProvider({ chainId: 137 });
    const store = await connectInjected(provider);
    const { connection, hub } = store.getState();
    expect(provider.requests.map((r) => r.method)).toEqual(['eth_requestAccounts', 'eth_chainId']);
    expect(connection).toMatchObject({
      status: 'connected',
      account: ACCOUNT_0_CHECKSUM,
      chain: { id: 137, unsupported: false },
      connectorId: 'injected',
      cachedConnectorId: 'injected',
      recentConnectorIds: ['injected'],
      error: null,
    });
    expect(hub.address).toBe(ACCOUNT_0_CHECKSUM);
    expect(hub.wallet).toEqual({ connectorId: 'injected', name: 'Browser Wallet' });
    expect(hub.provider).toEqual({ rdns: null, name: 'Browser Wallet' });
  });

  it('behavior: status is connecting while the wallet prompt is open', async () => {
    const provider = new FakeProvider();
    const release = provider.hold('eth_requestAccounts');
    injectWindowEthereum(provider);
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'injected' }));
    await waitForStatus(store, 'connecting');
    release([provider.accounts[0]]);
    await waitForStatus(store, 'connected');
  });

  it('behavior: a disconnect during a connect drops the connect without an error', async () => {
    const provider = new FakeProvider();
    const release = provider.hold('eth_requestAccounts');
    injectWindowEthereum(provider);
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'injected' }));
    await waitForStatus(store, 'connecting');
    store.dispatch(disconnectRequested());
    release([provider.accounts[0]]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().connection).toMatchObject({ status: 'disconnected', error: null });
    expect(provider.listenerCount('accountsChanged')).toBe(0);
  });

  it('behavior: a wallet on a chain outside the list is connected with the unsupported flag', async () => {
    const store = await connectInjected(new FakeProvider({ chainId: 56 }));
    expect(store.getState().connection.chain).toEqual({ id: 56, unsupported: true });
  });

  it('behavior: empty accounts list is a user rejection', async () => {
    const provider = new FakeProvider().respond('eth_requestAccounts', () => []);
    injectWindowEthereum(provider);
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'injected' }));
    await waitForConnection(store, (c) => c.error !== null);
    expect(store.getState().connection).toMatchObject({
      status: 'disconnected',
      error: { code: 'USER_REJECTED', message: WALLET_ERROR_MESSAGES.userRejected },
      cachedConnectorId: null,
    });
    expect(store.getState().hub.address).toBeNull();
  });

  it.each([
    [4001, 'USER_REJECTED', WALLET_ERROR_MESSAGES.userRejected],
    [-32002, 'RESOURCE_UNAVAILABLE', WALLET_ERROR_MESSAGES.resourceUnavailable],
    [4100, 'UNAUTHORIZED', WALLET_ERROR_MESSAGES.unauthorized],
    [4900, 'PROVIDER_DISCONNECTED', WALLET_ERROR_MESSAGES.providerDisconnected],
    [-32603, 'UNKNOWN', 'Oops, something went wrong!'],
  ])('behavior: code %i from eth_requestAccounts shows %s', async (code, errorCode, message) => {
    injectWindowEthereum(new FakeProvider().fail('eth_requestAccounts', code));
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'injected' }));
    await waitForConnection(store, (c) => c.error !== null);
    expect(store.getState().connection.error).toEqual({ code: errorCode, message });
    expect(store.getState().connection.status).toBe('disconnected');
  });

  it('behavior: -32002 tells the visitor to open the wallet', () => {
    expect(WALLET_ERROR_MESSAGES.resourceUnavailable).toBe(
      'A request is already waiting in your wallet. Open your wallet to approve or reject it.',
    );
  });

  it('behavior: closing the dialog during a connect is a user rejection', async () => {
    const provider = new FakeProvider();
    provider.hold('eth_requestAccounts');
    injectWindowEthereum(provider);
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'injected' }));
    await waitForStatus(store, 'connecting');
    store.dispatch(connectCancelled());
    await waitForConnection(store, (c) => c.error !== null);
    expect(store.getState().connection.error?.code).toBe('USER_REJECTED');
    expect(store.getState().connection.status).toBe('disconnected');
  });

  it.each([
    ['injected', 'Browser Wallet'],
    ['metaMask', 'MetaMask'],
    ['rainbow', 'Rainbow'],
    ['brave', 'Brave Wallet'],
  ])('behavior: choosing %s without it in the browser is connector-not-found', async (id, name) => {
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: id }));
    await waitForConnection(store, (c) => c.error !== null);
    expect(store.getState().connection.error).toEqual({
      code: 'CONNECTOR_NOT_FOUND',
      message: `${name} was not found in this browser. Install it, or pick another wallet.`,
    });
  });

  it('behavior: MetaMask connects through its EIP-6963 announcement rather than window.ethereum', async () => {
    const other = new FakeProvider({ flags: { isBraveWallet: true, isMetaMask: true } });
    const metaMask = new FakeProvider({ chainId: 10 });
    injectWindowEthereum(other);
    announceProvider(metaMask, { rdns: 'io.metamask', name: 'MetaMask' });
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'metaMask' }));
    await waitForStatus(store, 'connected');
    expect(metaMask.requestsOf('eth_requestAccounts')).toHaveLength(1);
    expect(other.requests).toHaveLength(0);
    expect(store.getState().hub.provider).toEqual({ rdns: 'io.metamask', name: 'MetaMask' });
  });

  it.each([
    ['brave', { isBraveWallet: true, isMetaMask: true }],
    ['rainbow', { isRainbow: true, isMetaMask: true }],
    ['coinbase', { isCoinbaseWallet: true }],
    ['metaMask', { isMetaMask: true }],
  ] as const)('behavior: %s falls back to window.ethereum with its flag', async (id, flags) => {
    const provider = new FakeProvider({ flags });
    injectWindowEthereum(provider);
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: id }));
    await waitForStatus(store, 'connected');
    expect(store.getState().connection.connectorId).toBe(id);
  });

  it('behavior: a Brave provider posing as MetaMask is not taken for MetaMask', async () => {
    injectWindowEthereum(new FakeProvider({ flags: { isBraveWallet: true, isMetaMask: true } }));
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'metaMask' }));
    await waitForConnection(store, (c) => c.error !== null);
    expect(store.getState().connection.error?.code).toBe('CONNECTOR_NOT_FOUND');
  });

  it('behavior: an announced wallet outside the seven connects by its rdns', async () => {
    const provider = new FakeProvider();
    announceProvider(provider, { rdns: 'io.example.wallet', name: 'Example Wallet' });
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'io.example.wallet' }));
    await waitForStatus(store, 'connected');
    expect(store.getState().hub.wallet).toEqual({
      connectorId: 'io.example.wallet',
      name: 'Example Wallet',
    });
  });

  it('behavior: the last connect request wins', async () => {
    const first = new FakeProvider({ flags: { isRainbow: true } });
    const release = first.hold('eth_requestAccounts');
    const second = new FakeProvider({ chainId: 10 });
    announceProvider(second, { rdns: 'io.metamask', name: 'MetaMask' });
    injectWindowEthereum(first);
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'rainbow' }));
    await waitForRequest(first, 'eth_requestAccounts');
    store.dispatch(connectRequested({ connectorId: 'metaMask' }));
    await waitForStatus(store, 'connected');
    release([first.accounts[0]]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().connection.connectorId).toBe('metaMask');
    expect(store.getState().connection.chain?.id).toBe(10);
    expect(first.listenerCount('accountsChanged')).toBe(0);
  });

  it('behavior: an unknown or missing connector id is refused before any request', async () => {
    const provider = new FakeProvider();
    injectWindowEthereum(provider);
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'nope' }));
    await waitForConnection(store, (c) => c.error !== null);
    expect(store.getState().connection.error).toEqual({
      code: 'INVALID_INPUT',
      message: 'Invalid request: unknown wallet connector "nope".',
    });
    store.dispatch(connectRequested({ connectorId: '' }));
    await waitForConnection(store, (c) => c.error?.message.includes('required') === true);
    expect(store.getState().connection.error?.message).toBe(
      'Invalid request: a wallet connector is required.',
    );
    expect(provider.requests).toHaveLength(0);
    expect(store.getState().connection.status).toBe('disconnected');
  });

  it('behavior: connecting the wallet that is already connected raises connector-already-connected and keeps the connection', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    store.dispatch(connectRequested({ connectorId: 'injected' }));
    await waitForConnection(store, (c) => c.error !== null);
    expect(store.getState().connection.error).toEqual({
      code: 'CONNECTOR_ALREADY_CONNECTED',
      message: 'Browser Wallet is already connected.',
    });
    expect(store.getState().connection.status).toBe('connected');
    expect(provider.requestsOf('eth_requestAccounts')).toHaveLength(1);
  });

  it('behavior: repeated connects leave exactly one listener per event', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    for (let round = 0; round < 3; round += 1) {
      store.dispatch(disconnectRequested());
      await waitForStatus(store, 'disconnected');
      store.dispatch(connectRequested({ connectorId: 'injected' }));
      await waitForStatus(store, 'connected');
    }
    for (const event of EVENTS) expect(provider.listenerCount(event)).toBe(1);
  });

  it('behavior: registering the wallet listeners twice (StrictMode) still runs one connect and one subscription', async () => {
    const middleware = createListenerMiddleware();
    const startListening = middleware.startListening as AppStartListening;
    registerWalletListeners(startListening);
    registerWalletListeners(startListening);
    const store = configureStore({
      reducer: rootReducer,
      middleware: (getDefault) => getDefault().prepend(middleware.middleware),
    });
    const provider = new FakeProvider();
    injectWindowEthereum(provider);
    store.dispatch(connectRequested({ connectorId: 'injected' }));
    await vi.waitFor(() => expect(store.getState().connection.status).toBe('connected'));
    expect(provider.requestsOf('eth_requestAccounts')).toHaveLength(1);
    for (const event of EVENTS) expect(provider.listenerCount(event)).toBe(1);
  });
});

async function waitForRequest(provider: FakeProvider, method: string): Promise<void> {
  await vi.waitFor(() => {
    if (provider.requestsOf(method).length === 0) throw new Error(`no ${method} yet`);
  });
}
