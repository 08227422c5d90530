/**
 * Chain reads as RTK Query endpoints: `fakeBaseQuery` with `queryFn`s calling viem. Results are
 * serializable (bigints as decimal strings). viem's clients are `import()`ed inside the query
 * functions so the first view's JavaScript does not carry them.
 */
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { findChain } from '@/config/chains';
import {
  NAME_LOOKUP_CACHE_S,
  QUERY_CACHE_LIFETIME_S,
  QUERY_REFETCH_ON_FOCUS,
} from '@/config/constants';
import { ChainNotConfiguredError, toSerializedError, type SerializedWalletError } from './errors';

/** Native balance of an account on a chain. */
export interface NativeBalance {
  /** Base units as a decimal string. */
  value: string;
  decimals: number;
  symbol: string;
}

/** ENS name and avatar of an address (null when it has none). */
export interface EnsProfile {
  name: string | null;
  avatar: string | null;
}

export interface BalanceArgs {
  chainId: number;
  address: `0x${string}`;
}

export type EnsProfileArgs = BalanceArgs;

/** Whether the chain has ENS (configured per chain: mainnet). */
export function chainHasEns(chainId: number): boolean {
  return findChain(chainId)?.hasEns === true;
}

/**
 * The wallet layer's own cache tags. A feature adds its own with
 * `chainApi.enhanceEndpoints({ addTagTypes })` where it injects its endpoints. A query that
 * provides a tag, names a `chainId` in its arguments and has a subscriber follows the chain:
 * refreshed on its new blocks, or polled (`chainHeads.ts`); the ENS profile excepted.
 */
export const CHAIN_API_TAGS = {
  balance: 'Balance',
  ensProfile: 'EnsProfile',
} as const;

export const chainApi = createApi({
  reducerPath: 'chainApi',
  baseQuery: fakeBaseQuery<SerializedWalletError>(),
  tagTypes: Object.values(CHAIN_API_TAGS),
  keepUnusedDataFor: QUERY_CACHE_LIFETIME_S,
  refetchOnFocus: QUERY_REFETCH_ON_FOCUS,
  endpoints: (build) => ({
    getNativeBalance: build.query<NativeBalance, BalanceArgs>({
      queryFn: async ({ chainId, address }) => {
        try {
          const chain = findChain(chainId);
          if (!chain) throw new ChainNotConfiguredError(chainId);
          const { getChainClient } = await import('./clients');
          const value = await getChainClient(chainId).getBalance({ address });
          return {
            data: {
              value: value.toString(),
              decimals: chain.nativeCurrency.decimals,
              symbol: chain.nativeCurrency.symbol,
            },
          };
        } catch (error) {
          return { error: toSerializedError(error) };
        }
      },
      providesTags: (_result, _error, { chainId, address }) => [
        { type: CHAIN_API_TAGS.balance, id: `${chainId}:${address}` },
        CHAIN_API_TAGS.balance,
      ],
    }),
    getEnsProfile: build.query<EnsProfile, EnsProfileArgs>({
      queryFn: async ({ chainId, address }) => {
        try {
          if (!chainHasEns(chainId)) return { data: { name: null, avatar: null } };
          const { getChainClient } = await import('./clients');
          const client = getChainClient(chainId);
          const name = await client.getEnsName({ address });
          const avatar = name ? await client.getEnsAvatar({ name }) : null;
          return { data: { name, avatar } };
        } catch (error) {
          return { error: toSerializedError(error) };
        }
      },
      keepUnusedDataFor: NAME_LOOKUP_CACHE_S,
      providesTags: [CHAIN_API_TAGS.ensProfile],
    }),
  }),
});

export const { useGetNativeBalanceQuery, useGetEnsProfileQuery } = chainApi;
