/**
 * The mint page's reads as RTK Query endpoints on the shared chain api. The viem code lives in
 * `mintReads.ts`, `import()`ed by the query functions so it loads with the first read.
 */
import { chainQuery } from '@/features/onchain/query';
import { CHAIN_API_TAGS, chainApi } from '@/wallet/chainApi';
import { fetchAllowlistProofs } from './allowlistProofs';
import type * as Mint from './types';

const reads = () => import('./mintReads');

export const mintApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** One multicall per refresh: collectionState + accountState + tokensOfOwner. */
    getMintPage: build.query<Mint.MintPageData, Mint.MintPageArgs>({
      queryFn: chainQuery(async (args: Mint.MintPageArgs) => (await reads()).readMintPage(args)),
      providesTags: [CHAIN_API_TAGS.mint],
    }),
    /**
     * Decoded tokenURIs of a list of bears, in one multicall. A bear's art never changes, so
     * this is read again only when the list itself changes.
     */
    getBearTokens: build.query<Mint.BearToken[], Mint.BearTokensArgs>({
      queryFn: chainQuery(async (args: Mint.BearTokensArgs) =>
        (await reads()).readBearTokens(args),
      ),
    }),
    /** The bears one mint transaction created, from its receipt's BearsMinted event. */
    getMintedBears: build.query<Mint.BearToken[], Mint.MintedBearsArgs>({
      queryFn: chainQuery(async (args: Mint.MintedBearsArgs) =>
        (await reads()).readMintedBears(args),
      ),
    }),
    /** The served allowlist proofs of a chain (asked for only during the allowlist phase). */
    getAllowlistProofs: build.query<Mint.AllowlistProofs, Mint.AllowlistProofsArgs>({
      queryFn: chainQuery(fetchAllowlistProofs),
    }),
  }),
});

export const {
  useGetMintPageQuery,
  useGetBearTokensQuery,
  useGetMintedBearsQuery,
  useGetAllowlistProofsQuery,
} = mintApi;
