import { clearAllListeners } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistStore } from 'redux-persist';
import { createAppStore } from '@/app/store';
import { STORAGE_KEY, createSafeStorage } from '@/app/persist';
import { persistedKeysChanged } from '@/app/listener';
import { connected, disconnected, accountChanged } from '@/wallet/connectionSlice';
import {
  addRecentTransaction,
  clearRecentTransactions,
  transactionConfirmed,
  transactionFailed,
} from '@/features/transactions/slice';

const STORAGE_ITEM = `persist:${STORAGE_KEY}`;
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}` as const;
const REF = { account: ACCOUNT, chainId: 31337, hash: HASH } as const;

/** Stores booted by a test: their listeners (pagehide included) end with the test. */
const booted: ReturnType<typeof createAppStore>[] = [];

async function boot() {
  const store = createAppStore();
  booted.push(store);
  const persistor = persistStore(store);
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

/** What a reload would read right now, without waiting for any timer. */
function storedSlice(name: string): Record<string, unknown> | undefined {
  const raw = localStorage.getItem(STORAGE_ITEM);
  if (!raw) return undefined;
  const outer = JSON.parse(raw) as Record<string, string>;
  return outer[name] ? (JSON.parse(outer[name]) as Record<string, unknown>) : undefined;
}

function storedTransactions() {
  const byAccount = storedSlice('transactions')?.byAccount as
    Record<string, Record<string, { hash: string; status: string }[]>> | undefined;
  return byAccount?.[ACCOUNT.toLowerCase()]?.['31337'] ?? [];
}

const connect = (connectorId: string) =>
  connected({ connectorId, account: ACCOUNT, chain: { id: 31337, unsupported: false } });

describe('persistence flush', () => {
  afterEach(() => {
    for (const store of booted.splice(0)) store.dispatch(clearAllListeners());
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('behavior: a connection reaches storage in the same tick, not after the throttle', async () => {
    const { store } = await boot();
    store.dispatch(connect('injected'));
    expect(storedSlice('connection')).toEqual({
      cachedConnectorId: 'injected',
      recentConnectorIds: ['injected'],
    });
  });

  it('behavior: a switch to another wallet and a disconnect reach storage at once', async () => {
    const { store } = await boot();
    store.dispatch(connect('injected'));
    store.dispatch(connect('dev.bearhub.testwallet'));
    expect(storedSlice('connection')?.cachedConnectorId).toBe('dev.bearhub.testwallet');
    store.dispatch(disconnected());
    expect(storedSlice('connection')).toEqual({
      cachedConnectorId: null,
      recentConnectorIds: ['dev.bearhub.testwallet', 'injected'],
    });
  });

  it('behavior: a recent transaction is stored when added, when its status changes and when cleared', async () => {
    const { store } = await boot();
    store.dispatch(addRecentTransaction({ ...REF, description: 'Mint 1 bear' }));
    expect(storedTransactions()).toMatchObject([{ hash: HASH, status: 'pending' }]);
    store.dispatch(transactionConfirmed(REF));
    expect(storedTransactions()).toMatchObject([{ hash: HASH, status: 'confirmed' }]);
    const second = { ...REF, hash: `0x${'cd'.repeat(32)}` as const };
    store.dispatch(addRecentTransaction({ ...second, description: 'Stake' }));
    store.dispatch(transactionFailed(second));
    expect(storedTransactions()[0]).toMatchObject({ hash: second.hash, status: 'failed' });
    store.dispatch(clearRecentTransactions({ account: ACCOUNT, chainId: 31337 }));
    expect(storedTransactions()).toEqual([]);
  });

  it('behavior: a change of live fields only waits for the throttle', async () => {
    const { store } = await boot();
    store.dispatch(connect('injected'));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    store.dispatch(accountChanged(OTHER_ACCOUNT));
    expect(setItem).not.toHaveBeenCalled();
  });

  it('behavior: pagehide writes what the throttle still holds', async () => {
    const { store } = await boot();
    store.dispatch(connect('injected'));
    store.dispatch(accountChanged(OTHER_ACCOUNT));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    window.dispatchEvent(new Event('pagehide'));
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(store.getState().connection.account).toBe(OTHER_ACCOUNT);
  });

  it('behavior: the page becoming hidden writes what the throttle still holds', async () => {
    const { store } = await boot();
    store.dispatch(connect('injected'));
    store.dispatch(accountChanged(OTHER_ACCOUNT));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(setItem).not.toHaveBeenCalled();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('contract: only persisted keys count as a change', () => {
    const state = { connection: { cachedConnectorId: 'a', recentConnectorIds: [], status: 'x' } };
    expect(persistedKeysChanged({ connection: { ...state.connection, status: 'y' } }, state)).toBe(
      false,
    );
    expect(
      persistedKeysChanged({ connection: { ...state.connection, cachedConnectorId: 'b' } }, state),
    ).toBe(true);
    expect(persistedKeysChanged(state, state)).toBe(false);
  });
});

describe('storage that throws', () => {
  afterEach(() => vi.restoreAllMocks());

  it('behavior: a full storage (quota exceeded) leaves the hub working, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { store } = await boot();
    store.dispatch(connect('injected'));
    store.dispatch(addRecentTransaction({ ...REF, description: 'Mint 1 bear' }));
    await Promise.resolve();
    expect(store.getState().connection.cachedConnectorId).toBe('injected');
    expect(store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]?.['31337']).toHaveLength(
      1,
    );
    expect(error).not.toHaveBeenCalled();
    expect(
      warn.mock.calls.filter(([text]) => String(text).includes('storage is unavailable')),
    ).toHaveLength(1);
  });

  it('behavior: a storage that refuses every access reads as empty and drops writes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createSafeStorage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    await expect(storage.getItem('key')).resolves.toBeNull();
    await expect(storage.setItem('key', 'value')).resolves.toBeUndefined();
    await expect(storage.removeItem('key')).resolves.toBeUndefined();
  });

  it('behavior: a working storage is used as is', async () => {
    const storage = createSafeStorage();
    await storage.setItem('safe-storage-test', 'value');
    await expect(storage.getItem('safe-storage-test')).resolves.toBe('value');
    await storage.removeItem('safe-storage-test');
    expect(localStorage.getItem('safe-storage-test')).toBeNull();
  });
});
