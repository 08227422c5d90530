import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from 'viem';
import { RECENT_WALLETS_MAX } from '@/config/constants';
import type { SerializedWalletError } from '@/wallet/errors';

export type ConnectedChain = { id: number; unsupported: boolean };

export const initialConnectionState = {
  status: 'disconnected' as 'disconnected' | 'connecting' | 'reconnecting' | 'connected',
  account: null as Address | null,
  chain: null as ConnectedChain | null,
  connectorId: null as string | null,
  /** Last connect error, shown in the connect dialog. */
  error: null as SerializedWalletError | null,
  switchingToChainId: null as number | null,
  /** Last failed switch, shown in the switch dialog. */
  switchError: null as SerializedWalletError | null,
  /** Persisted: the connector to restore silently on reload. */
  cachedConnectorId: null as string | null,
  /** Persisted: most recent first. */
  recentConnectorIds: [] as string[],
  /** The silent restore is over: the header shows a busy button until then, not "Connect Wallet". */
  restoreAttempted: false,
  /** For the connect dialog's QR code. */
  walletConnectUri: null as string | null,
};

export type ConnectionState = typeof initialConnectionState;

/** `id` first, no duplicates, at most RECENT_WALLETS_MAX. */
export function withRecent(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((other) => other !== id)].slice(0, RECENT_WALLETS_MAX);
}

const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {
    connectStarted(state, action: PayloadAction<{ connectorId: string }>) {
      state.status = 'connecting';
      state.connectorId = action.payload.connectorId;
      state.error = null;
      state.walletConnectUri = null;
    },
    reconnectStarted(state, action: PayloadAction<{ connectorId: string }>) {
      state.status = 'reconnecting';
      state.connectorId = action.payload.connectorId;
      state.error = null;
    },
    connected(
      state,
      action: PayloadAction<{
        connectorId: string;
        account: Address;
        chain: ConnectedChain;
        /** For the application state: the wallet as the hub names it, its provider as announced. */
        walletName?: string;
        provider?: { rdns: string | null; name: string };
      }>,
    ) {
      const { connectorId, account, chain } = action.payload;
      state.status = 'connected';
      state.connectorId = connectorId;
      state.account = account;
      state.chain = chain;
      state.error = null;
      state.walletConnectUri = null;
      state.cachedConnectorId = connectorId;
      state.recentConnectorIds = withRecent(state.recentConnectorIds, connectorId);
    },
    connectFailed(state, action: PayloadAction<SerializedWalletError | null>) {
      state.status = 'disconnected';
      state.account = null;
      state.chain = null;
      state.error = action.payload;
      state.walletConnectUri = null;
      // A failed silent reconnect must not retry on every reload.
      state.cachedConnectorId = null;
    },
    /** An intent was refused (bad input, already connected): report it, keep the connection. */
    connectErrorRaised(state, action: PayloadAction<SerializedWalletError>) {
      state.error = action.payload;
    },
    restoreFinished(state) {
      state.restoreAttempted = true;
    },
    walletConnectUriReceived(state, action: PayloadAction<string>) {
      state.walletConnectUri = action.payload;
    },
    accountChanged(state, action: PayloadAction<Address>) {
      state.account = action.payload;
    },
    chainChanged(state, action: PayloadAction<ConnectedChain>) {
      state.chain = action.payload;
    },
    switchChainStarted(state, action: PayloadAction<number>) {
      state.switchingToChainId = action.payload;
      state.switchError = null;
    },
    switchChainSucceeded(state) {
      state.switchingToChainId = null;
      state.switchError = null;
    },
    switchChainFailed(state, action: PayloadAction<SerializedWalletError>) {
      state.switchingToChainId = null;
      state.switchError = action.payload;
    },
    connectErrorCleared(state) {
      state.error = null;
      state.switchError = null;
    },
    disconnected(state) {
      return {
        ...initialConnectionState,
        recentConnectorIds: state.recentConnectorIds,
        restoreAttempted: state.restoreAttempted,
      };
    },
  },
});

export const {
  connectStarted,
  reconnectStarted,
  connected,
  connectFailed,
  accountChanged,
  chainChanged,
  switchChainStarted,
  switchChainSucceeded,
  switchChainFailed,
  connectErrorCleared,
  disconnected,
  connectErrorRaised,
  restoreFinished,
  walletConnectUriReceived,
} = connectionSlice.actions;

export const connectionReducer = connectionSlice.reducer;

// Intents: components dispatch these; the listener middleware acts on them.
export const connectRequested = createAction<{ connectorId: string }>(
  'connection/connectRequested',
);
/** The visitor closed the dialog while a connect was under way: a user rejection. */
export const connectCancelled = createAction('connection/connectCancelled');
export const disconnectRequested = createAction('connection/disconnectRequested');
export const switchChainRequested = createAction<{ chainId: number }>(
  'connection/switchChainRequested',
);

// Provider events as actions. `accountsChanged` with an empty list: the site was disconnected.
export const providerAccountsChanged = createAction<string[]>('connection/providerAccountsChanged');
export const providerChainChanged = createAction<string | number>(
  'connection/providerChainChanged',
);
export const providerDisconnected = createAction('connection/providerDisconnected');
