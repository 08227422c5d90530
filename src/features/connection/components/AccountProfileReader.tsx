import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import { chainHasEns, useGetEnsProfileQuery, useGetNativeBalanceQuery } from '@/wallet/chainApi';

/** ENS name and avatar (on chains with ENS) and native balance, connected on a supported chain. */
export function useAccountProfile() {
  const { status, account, chain } = useAppSelector((state) => state.connection);
  const args =
    status === 'connected' && account && chain && !chain.unsupported
      ? { chainId: chain.id, address: account }
      : undefined;
  const balance = useGetNativeBalanceQuery(args ?? skipToken);
  const ens = useGetEnsProfileQuery(args && chainHasEns(args.chainId) ? args : skipToken);
  return {
    ensName: ens.data?.name ?? null,
    ensAvatar: ens.data?.avatar ?? null,
    balance: args ? (balance.data ?? null) : null,
    isLoading: balance.isLoading || ens.isLoading,
  };
}

/** What the account button and dialog show about the connected account. */
export type AccountProfile = ReturnType<typeof useAccountProfile>;

/** Hands each new profile of the connected account to `onProfile`; renders nothing. */
export function AccountProfileReader({
  onProfile,
}: {
  onProfile: (profile: AccountProfile) => void;
}) {
  const { ensName, ensAvatar, balance, isLoading } = useAccountProfile();
  useEffect(() => {
    onProfile({ ensName, ensAvatar, balance, isLoading });
  }, [onProfile, ensName, ensAvatar, balance, isLoading]);
  return null;
}
