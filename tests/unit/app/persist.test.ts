import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistStore } from 'redux-persist';
import { createAppStore } from '@/app/store';
import { STORAGE_KEY, migratePersistedState, safeDeserialize } from '@/app/persist';
import { connected } from '@/wallet/connectionSlice';
import { PERSISTED_WALLET_STORE_VERSION } from '@/config/constants';
import { FakeProvider, injectWindowEthereum } from '../../support/fakeProvider';

const STORAGE_ITEM = `persist:${STORAGE_KEY}`;
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function saved(connection: unknown, version = PERSISTED_WALLET_STORE_VERSION) {
  return JSON.stringify({
    connection: JSON.stringify(connection),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });
}

async function boot() {
  const store = createAppStore();
  const persistor = persistStore(store);
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

describe('persistence', () => {
  afterEach(() => localStorage.clear());

  it('behavior: only the cached connector and recent wallets are written, under version 2', async () => {
    const { store, persistor } = await boot();
    store.dispatch(
      connected({
        connectorId: 'metaMask',
        account: ACCOUNT,
        chain: { id: 1, unsupported: false },
      }),
    );
    await persistor.flush();
    const raw = JSON.parse(localStorage.getItem(STORAGE_ITEM) ?? '{}');
    expect(JSON.parse(raw.connection)).toEqual({
      cachedConnectorId: 'metaMask',
      recentConnectorIds: ['metaMask'],
    });
    expect(JSON.parse(raw._persist).version).toBe(2);
    expect(raw.hub).toBeUndefined();
  });

  it('behavior: a valid saved connection is restored, live fields stay at their start values', async () => {
    // The wallet has not answered the silent reconnect yet.
    const wallet = new FakeProvider({ authorized: true });
    wallet.hold('eth_accounts');
    injectWindowEthereum(wallet);
    localStorage.setItem(
      STORAGE_ITEM,
      saved({ cachedConnectorId: 'injected', recentConnectorIds: ['injected', 'rainbow'] }),
    );
    const { store } = await boot();
    const { connection } = store.getState();
    expect(connection.cachedConnectorId).toBe('injected');
    expect(connection.recentConnectorIds).toEqual(['injected', 'rainbow']);
    expect(connection.status).toBe('reconnecting');
    expect(connection.account).toBeNull();
    injectWindowEthereum(undefined);
  });

  it.each([
    ['unreadable JSON', '{not json'],
    ['an older version', saved({ cachedConnectorId: 'injected', recentConnectorIds: [] }, 1)],
    ['a wrong shape', saved({ cachedConnectorId: 42, recentConnectorIds: 'metaMask' })],
    ['a plain string', '"hello"'],
  ])('behavior: %s is discarded with a warning and the app starts fresh', async (_case, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_ITEM, value);
    const { store } = await boot();
    expect(store.getState().connection.cachedConnectorId).toBeNull();
    expect(store.getState().connection.recentConnectorIds).toEqual([]);
    expect(warn.mock.calls.length + error.mock.calls.length).toBeGreaterThan(0);
  });

  it('contract: migrate keeps nothing it cannot validate', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = {
      _persist: { version: 2, rehydrated: false },
      connection: { cachedConnectorId: 'x', recentConnectorIds: [1] },
      other: {},
    };
    expect(await migratePersistedState(state, 2)).toEqual({ _persist: state._persist });
    expect(safeDeserialize('[')).toEqual({});
  });
});
