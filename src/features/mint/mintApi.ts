/**
 * The mint page's reads as RTK Query endpoints on the shared chain api. The viem code lives in
 * `mintReads.ts`, in the mint screen's own chunk: the screen reads as soon as it renders, so a
 * chunk of its own would only add a round trip before the first read. The receipt read after a
 * mint (`mintReceipt.ts`) is `import()`ed with the first mint.
 */
import { chainQuery } from '@/features/onchain/query';
import { chainApi } from '@/wallet/chainApi';
import { MINT_TAG } from './tags';

export { MINT_TAG } from './tags';
import { readBearTokens, readCollectionPreview, readMintPage } from './mintReads';
import type * as Mint from './types';

const receipts = () => import('./mintReceipt');
// Fetched only during the allowlist phase: its checks stay off the first screen.
const allowlistProofs = () => import('./allowlistProofs');

export const mintApi = chainApi.enhanceEndpoints({ addTagTypes: [MINT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** One multicall per refresh: collectionState + accountState + tokensOfOwner. */
    getMintPage: build.query<Mint.MintPageData, Mint.MintPageArgs>({
      queryFn: chainQuery(readMintPage),
      providesTags: [MINT_TAG],
    }),
    /**
     * Decoded tokenURIs of a list of bears, in one multicall. A bear's art never changes, so
     * this is read again only when the list itself changes.
     */
    getBearTokens: build.query<Mint.BearToken[], Mint.BearTokensArgs>({
      queryFn: chainQuery(readBearTokens),
    }),
    /**
     * The collection's preview (its first bear, null until it is minted), asked for with the
     * page's first read rather than after it.
     */
    getCollectionPreview: build.query<Mint.BearToken | null, Mint.MintContractArgs>({
      queryFn: chainQuery(readCollectionPreview),
    }),
    /** The bears one mint transaction created, from its receipt's BearsMinted event. */
    getMintedBears: build.query<Mint.BearToken[], Mint.MintedBearsArgs>({
      queryFn: chainQuery(async (args: Mint.MintedBearsArgs) =>
        (await receipts()).readMintedBears(args),
      ),
    }),
    /** The served allowlist proofs of a chain (asked for only during the allowlist phase). */
    getAllowlistProofs: build.query<Mint.AllowlistProofs, Mint.AllowlistProofsArgs>({
      queryFn: chainQuery(async (args: Mint.AllowlistProofsArgs) =>
        (await allowlistProofs()).fetchAllowlistProofs(args),
      ),
    }),
  }),
});

export const {
  useGetMintPageQuery,
  useGetBearTokensQuery,
  useGetCollectionPreviewQuery,
  useGetMintedBearsQuery,
  useGetAllowlistProofsQuery,
} = mintApi;
