import { describe, expect, it, vi } from 'vitest';
import { persistStore } from 'redux-persist';
import { createAppStore } from '@/app/store';
import { STORAGE_KEY } from '@/app/persist';
import { selectIsRestoring } from '@/features/connection/selectors';
import { PERSISTED_WALLET_STORE_VERSION } from '@/config/constants';
import { ACCOUNT_0_CHECKSUM, FakeProvider, injectWindowEthereum } from '../../support/fakeProvider';
import { useCleanWalletEnvironment, waitForStatus } from '../../support/walletTest';

// The connectors are a chunk loaded on first need (wallet/connectors/loadConnectors.ts). Here
// their load waits until the test opens the gate: a restore must read as busy from the moment a
// saved connection is found, however long that load takes.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened };
});
vi.mock('@/wallet/connectors/loadConnectors', () => ({
  loadConnectors: async () => {
    await gate.opened;
    return import('@/wallet/connectors/index');
  },
}));

describe('restore while the connectors load', () => {
  useCleanWalletEnvironment();

  it('behavior: a saved connection is reconnecting at once, and connects once the connectors are there', async () => {
    injectWindowEthereum(new FakeProvider({ authorized: true }));
    localStorage.setItem(
      `persist:${STORAGE_KEY}`,
      JSON.stringify({
        connection: JSON.stringify({
          cachedConnectorId: 'injected',
          recentConnectorIds: ['injected'],
        }),
        _persist: JSON.stringify({ version: PERSISTED_WALLET_STORE_VERSION, rehydrated: true }),
      }),
    );
    const store = createAppStore();
    const persistor = persistStore(store);
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));

    expect(store.getState().connection).toMatchObject({
      status: 'reconnecting',
      connectorId: 'injected',
    });
    expect(selectIsRestoring(store.getState())).toBe(true);

    gate.open();
    await waitForStatus(store, 'connected');
    expect(store.getState().connection.account).toBe(ACCOUNT_0_CHECKSUM);
    localStorage.clear();
  });
});
