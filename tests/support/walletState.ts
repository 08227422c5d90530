import type { Address } from 'viem';
import { createAppStore } from '@/app/store';
import type { RootReducerState } from '@/app/store';
import { initialConnectionState, type ConnectionState } from '@/wallet/connectionSlice';

/** Anvil's first dev account (its key signs in the sign-in tests). */
export const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const ACCOUNT_KEY =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const;
export const OTHER_ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export function connectedState(overrides: Partial<ConnectionState> = {}): ConnectionState {
  return {
    ...initialConnectionState,
    status: 'connected',
    account: ACCOUNT,
    chain: { id: 1, unsupported: false },
    connectorId: 'metaMask',
    cachedConnectorId: 'metaMask',
    recentConnectorIds: ['metaMask'],
    restoreAttempted: true,
    ...overrides,
  };
}

/** A store whose `dispatch` is spied on, to assert the intents the UI dispatches. */
export function storeWith(preloaded: Partial<RootReducerState> = {}) {
  const store = createAppStore(preloaded);
  const dispatched: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: Parameters<typeof dispatch>[0]) => {
    if (typeof action === 'object' && action !== null && 'type' in action) {
      dispatched.push(action as { type: string; payload?: unknown });
    }
    return dispatch(action);
  }) as typeof dispatch;
  const types = () => dispatched.map((action) => action.type);
  return { store, dispatched, types };
}

/** Makes the compact (phone) layout's media query match, or not. */
export function setCompactLayout(compact: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: compact && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Back to jsdom's default: no matchMedia (the wide layout). */
export function resetLayout() {
  Reflect.deleteProperty(window, 'matchMedia');
}
