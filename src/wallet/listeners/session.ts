/** What the wallet listeners share: the live connection and checks of what wallets report. */
import { TaskAbortError, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/app/store';
import { isSupportedChain } from '@/config/chains';
import { type ConnectedChain, disconnected } from '@/wallet/connectionSlice';
import { setActiveConnection, unsubscribeAllProviderEvents } from '../providerRegistry';

export type WalletListenerApi = ListenerEffectAPI<RootState, AppDispatch>;

/** Checksummed address, or undefined. viem's keccak loads once a wallet answers, not before. */
export async function toAccountAddress(value: unknown): Promise<`0x${string}` | undefined> {
  if (typeof value !== 'string') return undefined;
  const { toChecksumAddress } = await import('../address');
  return toChecksumAddress(value);
}

/** The connected chain as the store keeps it. */
export function describeConnectedChain(chainId: number): ConnectedChain {
  return { id: chainId, unsupported: !isSupportedChain(chainId) };
}

/** A newer request took over, or the store is shutting down. */
export function wasCancelled(api: WalletListenerApi, error: unknown): boolean {
  return error instanceof TaskAbortError || api.signal.aborted;
}

/** Forgets the event subscription and the active provider. */
export function releaseActiveConnection(): void {
  unsubscribeAllProviderEvents();
  setActiveConnection(null);
}

/** Back to disconnected, the cached connection included. */
export function clearConnection(api: WalletListenerApi): void {
  releaseActiveConnection();
  api.dispatch(disconnected());
}
