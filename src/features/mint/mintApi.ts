/**
 * The mint page's reads as RTK Query endpoints on the shared chain api. The viem code lives in
 * `mintReads.ts`, `import()`ed by the query functions so it loads with the first read.
 */
import { CHAIN_API_TAGS, chainApi } from '@/wallet/chainApi';
import { toSerializedError } from '@/wallet/errors';
import type {
  BearToken,
  BearTokensArgs,
  MintedBearsArgs,
  MintPageArgs,
  MintPageData,
} from './types';

const loadReads = () => import('./mintReads');

export const mintApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** One multicall per refresh: collectionState + accountState + tokensOfOwner. */
    getMintPage: build.query<MintPageData, MintPageArgs>({
      queryFn: async (args) => {
        try {
          return { data: await (await loadReads()).readMintPage(args) };
        } catch (error) {
          return { error: toSerializedError(error) };
        }
      },
      providesTags: [CHAIN_API_TAGS.mint],
    }),
    /**
     * Decoded tokenURIs of a list of bears, in one multicall. A bear's art never changes, so
     * this is read again only when the list itself changes.
     */
    getBearTokens: build.query<BearToken[], BearTokensArgs>({
      queryFn: async (args) => {
        try {
          return { data: await (await loadReads()).readBearTokens(args) };
        } catch (error) {
          return { error: toSerializedError(error) };
        }
      },
    }),
    /** The bears one mint transaction created, from its receipt's BearsMinted event. */
    getMintedBears: build.query<BearToken[], MintedBearsArgs>({
      queryFn: async (args) => {
        try {
          return { data: await (await loadReads()).readMintedBears(args) };
        } catch (error) {
          return { error: toSerializedError(error) };
        }
      },
    }),
  }),
});

export const { useGetMintPageQuery, useGetBearTokensQuery, useGetMintedBearsQuery } = mintApi;
