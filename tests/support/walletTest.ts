import { afterEach, vi } from 'vitest';
import { createAppStore, type AppStore } from '@/app/store';
import { connectRequested } from '@/wallet/connectionSlice';
import { resetProviderRegistry } from '@/wallet/providerRegistry';
import { injectWindowEthereum, removeAllAnnouncers, type FakeProvider } from './fakeProvider';

/** Every wallet test starts without wallets, announcements or a live connection. */
export function useCleanWalletEnvironment(): void {
  afterEach(() => {
    removeAllAnnouncers();
    resetProviderRegistry();
    injectWindowEthereum(undefined);
  });
}

/**
 * How long a wallet test waits for the store by default. A file's first connect imports the
 * connector modules, which the test runner transforms then: on a loaded machine that alone took
 * more than `vi.waitFor`'s own second (a connect test failed at 1.2 s beside other suites).
 */
const WALLET_WAIT_MS = 5_000;

/** Waits until the store's connection status is `status`. */
export async function waitForStatus(store: AppStore, status: string): Promise<void> {
  await vi.waitFor(
    () => {
      if (store.getState().connection.status !== status) {
        throw new Error(`status is ${store.getState().connection.status}, waiting for ${status}`);
      }
    },
    { timeout: WALLET_WAIT_MS },
  );
}

/** A store connected through `window.ethereum` = `provider`. */
export async function connectInjected(provider: FakeProvider, store = createAppStore()) {
  injectWindowEthereum(provider);
  store.dispatch(connectRequested({ connectorId: 'injected' }));
  await waitForStatus(store, 'connected');
  return store;
}

/** Waits until the store's connection state satisfies `check` (settles the listener). */
export async function waitForConnection(
  store: AppStore,
  check: (connection: ReturnType<AppStore['getState']>['connection']) => boolean,
  timeoutMs?: number,
): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check(store.getState().connection)) throw new Error('connection state not reached yet');
    },
    { timeout: timeoutMs ?? WALLET_WAIT_MS },
  );
}
