/** Chain reads as RTK Query endpoints; the clients load in the queries, off the first view. */
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { findChain } from '@/config/chains';
import {
  NAME_LOOKUP_CACHE_S,
  QUERY_CACHE_LIFETIME_S,
  QUERY_REFETCH_ON_FOCUS,
} from '@/config/constants';
import { ChainNotConfiguredError, toSerializedError, type SerializedWalletError } from './errors';

/** `value` in base units, decimal. */
type NativeBalance = { value: string; decimals: number; symbol: string };

type AccountArgs = { chainId: number; address: `0x${string}` };

export function chainHasEns(chainId: number): boolean {
  return findChain(chainId)?.hasEns === true;
}

/**
 * The wallet layer's cache tags (a feature adds its own with `enhanceEndpoints`). A query with a
 * tag and a `chainId` argument follows the chain (`chainHeads.ts`), the ENS profile excepted.
 */
export const CHAIN_API_TAGS = {
  balance: 'Balance',
  ensProfile: 'EnsProfile',
} as const;

/** A query function whose failure is the catalogue's serialized error. */
const serialized =
  <Args, T>(read: (args: Args) => Promise<T>) =>
  async (args: Args): Promise<{ data: T } | { error: SerializedWalletError }> => {
    try {
      return { data: await read(args) };
    } catch (error) {
      return { error: toSerializedError(error) };
    }
  };

export const chainApi = createApi({
  reducerPath: 'chainApi',
  baseQuery: fakeBaseQuery<SerializedWalletError>(),
  tagTypes: Object.values(CHAIN_API_TAGS),
  keepUnusedDataFor: QUERY_CACHE_LIFETIME_S,
  refetchOnFocus: QUERY_REFETCH_ON_FOCUS,
  endpoints: (build) => ({
    getNativeBalance: build.query<NativeBalance, AccountArgs>({
      queryFn: serialized(async ({ chainId, address }) => {
        const chain = findChain(chainId);
        if (!chain) throw new ChainNotConfiguredError(chainId);
        const { getChainClient } = await import('./clients');
        const value = await getChainClient(chainId).getBalance({ address });
        const { decimals, symbol } = chain.nativeCurrency;
        return { value: value.toString(), decimals, symbol };
      }),
      providesTags: (_result, _error, { chainId, address }) => [
        { type: CHAIN_API_TAGS.balance, id: `${chainId}:${address}` },
        CHAIN_API_TAGS.balance,
      ],
    }),
    getEnsProfile: build.query<{ name: string | null; avatar: string | null }, AccountArgs>({
      queryFn: serialized(async ({ chainId, address }) => {
        if (!chainHasEns(chainId)) return { name: null, avatar: null };
        const { getChainClient } = await import('./clients');
        const client = getChainClient(chainId);
        const name = await client.getEnsName({ address });
        return { name, avatar: name ? await client.getEnsAvatar({ name }) : null };
      }),
      keepUnusedDataFor: NAME_LOOKUP_CACHE_S,
      providesTags: [CHAIN_API_TAGS.ensProfile],
    }),
  }),
});

export const { useGetNativeBalanceQuery, useGetEnsProfileQuery } = chainApi;
