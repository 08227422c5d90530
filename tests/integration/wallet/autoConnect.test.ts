import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistStore } from 'redux-persist';
import { createAppStore } from '@/app/store';
import { STORAGE_KEY } from '@/app/persist';
import { selectIsRestoring } from '@/features/connection/selectors';
import { connectRequested, disconnectRequested } from '@/wallet/connectionSlice';
import {
  ANNOUNCED_WALLET_RESTORE_GRACE_MS,
  PERSISTED_WALLET_STORE_VERSION,
} from '@/config/constants';
import {
  ACCOUNT_0_CHECKSUM,
  FakeProvider,
  announceProvider,
  injectWindowEthereum,
} from '../../support/fakeProvider';
import {
  useCleanWalletEnvironment,
  waitForConnection,
  waitForStatus,
} from '../../support/walletTest';

const STORAGE_ITEM = `persist:${STORAGE_KEY}`;

function saveConnection(connection: unknown) {
  localStorage.setItem(
    STORAGE_ITEM,
    JSON.stringify({
      connection: JSON.stringify(connection),
      _persist: JSON.stringify({ version: PERSISTED_WALLET_STORE_VERSION, rehydrated: true }),
    }),
  );
}

/** Boots a store as a reload does and records what the header could render after rehydration. */
async function reload(timeoutMs?: number) {
  const store = createAppStore();
  const seen: { status: string; restoring: boolean }[] = [];
  store.subscribe(() => {
    const state = store.getState();
    if (state._persist?.rehydrated) {
      seen.push({ status: state.connection.status, restoring: selectIsRestoring(state) });
    }
  });
  const persistor = persistStore(store);
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  await waitForConnection(store, (c) => c.restoreAttempted, timeoutMs);
  return { store, persistor, seen };
}

describe('auto-connect after a reload', () => {
  useCleanWalletEnvironment();
  afterEach(() => localStorage.clear());

  it('behavior: a cached wallet that still grants accounts is restored silently with eth_accounts', async () => {
    const provider = new FakeProvider({ authorized: true, chainId: 10 });
    injectWindowEthereum(provider);
    saveConnection({ cachedConnectorId: 'injected', recentConnectorIds: ['injected', 'rainbow'] });
    const { store, seen } = await reload();
    expect(store.getState().connection).toMatchObject({
      status: 'connected',
      account: ACCOUNT_0_CHECKSUM,
      chain: { id: 10, unsupported: false },
      cachedConnectorId: 'injected',
      recentConnectorIds: ['injected', 'rainbow'],
    });
    expect(provider.requestsOf('eth_requestAccounts')).toHaveLength(0);
    expect(provider.requestsOf('eth_accounts')).toHaveLength(1);
    // The state of the rehydration itself already reads as restoring, before the listener runs.
    expect(seen[0]).toEqual({ status: 'disconnected', restoring: true });
    expect(seen.some((s) => s.status === 'reconnecting')).toBe(true);
    // Never a rendered "Connect Wallet": restoring until connected.
    expect(seen.every((s) => s.restoring || s.status === 'connected')).toBe(true);
    expect(store.getState().hub.address).toBe(ACCOUNT_0_CHECKSUM);
  });

  it('behavior: a cached announced wallet is restored once it announces itself', async () => {
    const provider = new FakeProvider({ authorized: true });
    announceProvider(provider, { rdns: 'io.metamask', name: 'MetaMask' });
    saveConnection({ cachedConnectorId: 'metaMask', recentConnectorIds: ['metaMask'] });
    const { store } = await reload();
    expect(store.getState().connection.status).toBe('connected');
    expect(store.getState().hub.provider).toEqual({ rdns: 'io.metamask', name: 'MetaMask' });
  });

  it('behavior: a wallet that no longer grants accounts leaves the visitor disconnected and forgets the cache', async () => {
    injectWindowEthereum(new FakeProvider({ authorized: false }));
    saveConnection({ cachedConnectorId: 'injected', recentConnectorIds: ['injected'] });
    const { store } = await reload();
    expect(store.getState().connection).toMatchObject({
      status: 'disconnected',
      cachedConnectorId: null,
      recentConnectorIds: ['injected'],
      error: null,
    });
    expect(selectIsRestoring(store.getState())).toBe(false);
  });

  it('behavior: a cached wallet that is gone fails silently after the grace period, busy meanwhile', async () => {
    saveConnection({ cachedConnectorId: 'brave', recentConnectorIds: ['brave'] });
    const startedAt = performance.now();
    const { store, seen } = await reload(ANNOUNCED_WALLET_RESTORE_GRACE_MS + 2_000);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(
      ANNOUNCED_WALLET_RESTORE_GRACE_MS - 50,
    );
    expect(store.getState().connection).toMatchObject({
      status: 'disconnected',
      cachedConnectorId: null,
      error: null,
    });
    // Every frame before the restore ended was busy: no Connect Wallet flash meanwhile.
    const beforeEnd = seen.slice(
      0,
      seen.findIndex((frame) => !frame.restoring),
    );
    expect(beforeEnd.length).toBeGreaterThan(0);
    expect(beforeEnd.some((frame) => frame.status === 'reconnecting')).toBe(true);
  });

  it('behavior: a cached EIP-6963 wallet announcing within the grace period is restored', async () => {
    const provider = new FakeProvider({ authorized: true });
    saveConnection({
      cachedConnectorId: 'io.example.late',
      recentConnectorIds: ['io.example.late'],
    });
    setTimeout(
      () => announceProvider(provider, { rdns: 'io.example.late', name: 'Late Wallet' }),
      ANNOUNCED_WALLET_RESTORE_GRACE_MS / 3,
    );
    const { store, seen } = await reload(ANNOUNCED_WALLET_RESTORE_GRACE_MS + 2_000);
    expect(store.getState().connection).toMatchObject({
      status: 'connected',
      connectorId: 'io.example.late',
    });
    expect(seen.some((frame) => frame.status === 'disconnected' && !frame.restoring)).toBe(false);
  });

  it('behavior: a failing eth_accounts fails the restore silently', async () => {
    injectWindowEthereum(new FakeProvider().fail('eth_accounts', -32603));
    saveConnection({ cachedConnectorId: 'injected', recentConnectorIds: ['injected'] });
    const { store } = await reload();
    expect(store.getState().connection).toMatchObject({ status: 'disconnected', error: null });
  });

  it('behavior: an unknown cached connector id is dropped', async () => {
    saveConnection({ cachedConnectorId: 'nonsense', recentConnectorIds: [] });
    const { store } = await reload();
    expect(store.getState().connection).toMatchObject({
      status: 'disconnected',
      cachedConnectorId: null,
    });
  });

  it('behavior: corrupted storage is discarded with a warning and nothing is restored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(STORAGE_ITEM, '{definitely not json');
    const provider = new FakeProvider({ authorized: true });
    injectWindowEthereum(provider);
    const { store } = await reload();
    expect(store.getState().connection.status).toBe('disconnected');
    expect(provider.requests).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it('behavior: nothing cached means no restore and no busy button', async () => {
    const { store, seen } = await reload();
    expect(seen.every((s) => !s.restoring)).toBe(true);
    expect(store.getState().connection.restoreAttempted).toBe(true);
  });

  it('behavior: a connect started during the restore wins', async () => {
    const provider = new FakeProvider({ authorized: true });
    const release = provider.hold('eth_accounts');
    injectWindowEthereum(provider);
    const metaMask = new FakeProvider({ chainId: 137 });
    announceProvider(metaMask, { rdns: 'io.metamask', name: 'MetaMask' });
    saveConnection({ cachedConnectorId: 'injected', recentConnectorIds: ['injected'] });
    const store = createAppStore();
    const persistor = persistStore(store);
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    await waitForStatus(store, 'reconnecting');
    store.dispatch(connectRequested({ connectorId: 'metaMask' }));
    await waitForStatus(store, 'connected');
    release([provider.accounts[0]]);
    await waitForConnection(store, (c) => c.restoreAttempted);
    expect(store.getState().connection.connectorId).toBe('metaMask');
    expect(provider.listenerCount('accountsChanged')).toBe(0);
  });
});

describe('disconnect', () => {
  useCleanWalletEnvironment();

  it('behavior: disconnect clears the connection and the cached connector and revokes permissions', async () => {
    const provider = new FakeProvider();
    injectWindowEthereum(provider);
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'injected' }));
    await waitForStatus(store, 'connected');
    store.dispatch(disconnectRequested());
    expect(store.getState().connection).toMatchObject({
      status: 'disconnected',
      account: null,
      chain: null,
      connectorId: null,
      cachedConnectorId: null,
      recentConnectorIds: ['injected'],
    });
    expect(store.getState().hub).toMatchObject({ address: null, wallet: null, provider: null });
    await vi.waitFor(() =>
      expect(provider.requestsOf('wallet_revokePermissions')[0]?.params).toEqual([
        { eth_accounts: {} },
      ]),
    );
  });

  it('behavior: a wallet without wallet_revokePermissions still disconnects', async () => {
    const provider = new FakeProvider().fail('wallet_revokePermissions', -32601);
    injectWindowEthereum(provider);
    const store = createAppStore();
    store.dispatch(connectRequested({ connectorId: 'injected' }));
    await waitForStatus(store, 'connected');
    store.dispatch(disconnectRequested());
    await vi.waitFor(() => expect(provider.requestsOf('wallet_revokePermissions')).toHaveLength(1));
    expect(store.getState().connection.status).toBe('disconnected');
  });
});
