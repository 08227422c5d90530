import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import { RPC_POLLING_INTERVAL_MS } from '@/config/constants';
import { chainHasEns, useGetEnsProfileQuery, useGetNativeBalanceQuery } from '@/wallet/chainApi';
import type { AccountProfile } from '../profile';

/**
 * ENS name and avatar (cached one day, only on chains with ENS) and native balance (refreshed
 * every RPC_POLLING_INTERVAL_MS while the tab is visible) of the connected account. Reads only
 * while connected on a supported chain.
 */
export function useAccountProfile(): AccountProfile {
  const { status, account, chain } = useAppSelector((state) => state.connection);
  const args =
    status === 'connected' && account && chain && !chain.unsupported
      ? { chainId: chain.id, address: account }
      : undefined;
  const balance = useGetNativeBalanceQuery(args ?? skipToken, {
    pollingInterval: RPC_POLLING_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const ens = useGetEnsProfileQuery(args && chainHasEns(args.chainId) ? args : skipToken);
  return {
    ensName: ens.data?.name ?? null,
    ensAvatar: ens.data?.avatar ?? null,
    balance: args ? (balance.data ?? null) : null,
    isLoading: balance.isLoading || ens.isLoading,
  };
}
