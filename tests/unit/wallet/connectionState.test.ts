import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import {
  connected,
  connectFailed,
  connectionReducer,
  disconnected,
  initialConnectionState,
  reconnectStarted,
  restoreFinished,
  walletConnectUriReceived,
  withRecent,
} from '@/wallet/connectionSlice';
import { selectIsRestoring, selectIsWrongNetwork } from '@/features/connection/selectors';
import { chainHasEns } from '@/wallet/chainApi';
import { RECENT_WALLETS_MAX } from '@/config/constants';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const connect = (connectorId: string) =>
  connected({ connectorId, account: ACCOUNT, chain: { id: 1, unsupported: false } });

describe('connection state', () => {
  it('behavior: the recent wallets list keeps the 3 most recent, newest first, without duplicates', () => {
    let state = initialConnectionState;
    for (const id of ['injected', 'rainbow', 'metaMask', 'rainbow', 'brave']) {
      state = connectionReducer(state, connect(id));
    }
    expect(RECENT_WALLETS_MAX).toBe(3);
    expect(state.recentConnectorIds).toEqual(['brave', 'rainbow', 'metaMask']);
    expect(withRecent(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('behavior: disconnecting keeps the recent wallets and forgets the cached one', () => {
    let state = connectionReducer(initialConnectionState, connect('metaMask'));
    state = connectionReducer(state, disconnected());
    expect(state).toMatchObject({
      status: 'disconnected',
      cachedConnectorId: null,
      recentConnectorIds: ['metaMask'],
    });
  });

  it('behavior: a failed connect forgets the cached connector (no retry loop on reload)', () => {
    let state = connectionReducer(initialConnectionState, connect('injected'));
    state = connectionReducer(state, connectFailed({ code: 'USER_REJECTED', message: 'x' }));
    expect(state.cachedConnectorId).toBeNull();
    expect(state.status).toBe('disconnected');
  });

  it('behavior: the WalletConnect pairing URI is kept until connected', () => {
    let state = connectionReducer(initialConnectionState, walletConnectUriReceived('wc:1'));
    expect(state.walletConnectUri).toBe('wc:1');
    state = connectionReducer(state, connect('walletConnect'));
    expect(state.walletConnectUri).toBeNull();
  });

  it('behavior: selectIsRestoring is true from rehydration until the restore finishes', () => {
    const base = createAppStore().getState();
    const withCache = {
      ...base,
      connection: { ...base.connection, cachedConnectorId: 'injected' },
    };
    expect(selectIsRestoring(base)).toBe(false);
    expect(selectIsRestoring(withCache)).toBe(true);
    const reconnecting = {
      ...withCache,
      connection: connectionReducer(
        withCache.connection,
        reconnectStarted({ connectorId: 'injected' }),
      ),
    };
    expect(selectIsRestoring(reconnecting)).toBe(true);
    const finished = {
      ...withCache,
      connection: connectionReducer(
        connectionReducer(withCache.connection, disconnected()),
        restoreFinished(),
      ),
    };
    expect(selectIsRestoring(finished)).toBe(false);
  });

  it('behavior: wrong network only when connected on an unsupported chain', () => {
    const base = createAppStore().getState();
    const on = (unsupported: boolean) => ({
      ...base,
      connection: connectionReducer(
        base.connection,
        connected({ connectorId: 'injected', account: ACCOUNT, chain: { id: 56, unsupported } }),
      ),
    });
    expect(selectIsWrongNetwork(on(true))).toBe(true);
    expect(selectIsWrongNetwork(on(false))).toBe(false);
    expect(selectIsWrongNetwork(base)).toBe(false);
  });

  it('contract: ENS is looked up only on chains that have it (mainnet)', () => {
    expect(chainHasEns(1)).toBe(true);
    for (const id of [137, 10, 42161, 7777777, 56]) expect(chainHasEns(id)).toBe(false);
  });
});
