import { describe, expect, it } from 'vitest';
import { disconnectRequested } from '@/wallet/connectionSlice';
import {
  ACCOUNT_0_CHECKSUM,
  ACCOUNT_1,
  ACCOUNT_1_CHECKSUM,
  FakeProvider,
} from '../../support/fakeProvider';
import {
  connectInjected,
  useCleanWalletEnvironment,
  waitForConnection,
  waitForStatus,
} from '../../support/walletTest';

describe('provider events', () => {
  useCleanWalletEnvironment();

  it('behavior: accountsChanged with a new account updates the account and the hub address', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    provider.emit('accountsChanged', [ACCOUNT_1]);
    await waitForConnection(store, (c) => c.account === ACCOUNT_1_CHECKSUM);
    expect(store.getState().hub.address).toBe(ACCOUNT_1_CHECKSUM);
    expect(store.getState().connection.status).toBe('connected');
  });

  it('behavior: of quick successive accountsChanged events the last one wins', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    provider.emit('accountsChanged', [ACCOUNT_1]);
    provider.emit('accountsChanged', [provider.accounts[0]]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(store.getState().connection.account).toBe(ACCOUNT_0_CHECKSUM);
  });

  it('behavior: empty accounts list disconnects', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    provider.emit('accountsChanged', []);
    await waitForStatus(store, 'disconnected');
    const { connection, hub } = store.getState();
    expect(connection.account).toBeNull();
    expect(connection.cachedConnectorId).toBeNull();
    expect(connection.recentConnectorIds).toEqual(['injected']);
    expect(hub).toMatchObject({ address: null, wallet: null, provider: null });
    expect(provider.listenerCount('accountsChanged')).toBe(0);
  });

  it('behavior: chainChanged to a supported chain updates the chain', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    provider.emit('chainChanged', '0xa');
    await waitForConnection(store, (c) => c.chain?.id === 10);
    expect(store.getState().connection.chain).toEqual({ id: 10, unsupported: false });
  });

  it('behavior: chainChanged to an unconfigured chain flags it unsupported', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    provider.emit('chainChanged', '0x38');
    await waitForConnection(store, (c) => c.chain?.id === 56);
    expect(store.getState().connection.chain).toEqual({ id: 56, unsupported: true });
  });

  it('behavior: a malformed chainChanged is ignored', async () => {
    const provider = new FakeProvider({ chainId: 137 });
    const store = await connectInjected(provider);
    provider.emit('chainChanged', 'not a chain');
    provider.emit('chainChanged', '0x1');
    await waitForConnection(store, (c) => c.chain?.id === 1);
  });

  it('behavior: disconnect event while the wallet still grants accounts keeps the connection', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    const before = provider.requestsOf('eth_accounts').length;
    provider.emit('disconnect', { code: 1013, message: 'Try again later' });
    await waitForConnection(store, () => provider.requestsOf('eth_accounts').length > before);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState().connection.status).toBe('connected');
  });

  it('behavior: disconnect event without accounts disconnects', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    provider.authorized = false;
    provider.emit('disconnect', { code: 4900, message: 'Disconnected' });
    await waitForStatus(store, 'disconnected');
    expect(store.getState().hub.address).toBeNull();
  });

  it('behavior: events after a disconnect change nothing and nobody listens any more', async () => {
    const provider = new FakeProvider();
    const store = await connectInjected(provider);
    store.dispatch(disconnectRequested());
    await waitForStatus(store, 'disconnected');
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) {
      expect(provider.listenerCount(event)).toBe(0);
    }
    provider.emit('accountsChanged', [ACCOUNT_1]);
    expect(store.getState().connection.account).toBeNull();
  });
});
