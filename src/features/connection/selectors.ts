import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { findChain } from '@/config/chains';

export const selectConnection = (state: RootState) => state.connection;
export const selectConnectionStatus = (state: RootState) => state.connection.status;
export const selectAccount = (state: RootState) => state.connection.account;
export const selectConnectedChain = (state: RootState) => state.connection.chain;

/** Connected, but on a chain the hub does not support ('Wrong network'). */
export const selectIsWrongNetwork = (state: RootState) =>
  state.connection.status === 'connected' && state.connection.chain?.unsupported === true;

/**
 * From the first render after a reload until a cached connection is restored (the instant before
 * the restore starts included): the header never flashes "Connect Wallet".
 */
export function selectIsRestoring(state: RootState): boolean {
  const { status, cachedConnectorId, restoreAttempted } = state.connection;
  return (
    status === 'reconnecting' ||
    (status === 'disconnected' && cachedConnectorId !== null && !restoreAttempted)
  );
}

/** Connecting, reconnecting or restoring: the wallet button shows its busy state. */
export function selectIsConnectionBusy(state: RootState): boolean {
  return state.connection.status === 'connecting' || selectIsRestoring(state);
}

/** The configured chain the wallet is on, or undefined (disconnected or unsupported). */
export const selectCurrentChainConfig = createSelector([selectConnectedChain], (chain) =>
  chain && !chain.unsupported ? findChain(chain.id) : undefined,
);
