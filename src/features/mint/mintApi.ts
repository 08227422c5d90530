/**
 * The mint page's reads on the shared chain api; their viem code is in the screen's chunk: it reads
 * as soon as it renders, so a chunk of its own would only add a round trip.
 */
import { chainQuery } from '@/features/onchain/query';
import { chainApi } from '@/wallet/chainApi';
import { readBearTokens, readCollectionPreview, readMintPage } from './mintReads';
import { MINT_TAG } from './tags';
import type { readMintedBears } from './mintReceipt';

export const mintApi = chainApi.enhanceEndpoints({ addTagTypes: [MINT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getMintPage: build.query({ queryFn: chainQuery(readMintPage), providesTags: [MINT_TAG] }),
    /** A bear's art never changes: read again only when the list itself changes. */
    getBearTokens: build.query({ queryFn: chainQuery(readBearTokens) }),
    getCollectionPreview: build.query({ queryFn: chainQuery(readCollectionPreview) }),
    /** The bears one mint created; the receipt's decoding loads with the first mint. */
    getMintedBears: build.query({
      queryFn: chainQuery(async (args: Parameters<typeof readMintedBears>[0]) =>
        (await import('./mintReceipt')).readMintedBears(args),
      ),
    }),
    /** Fetched only during the allowlist phase: its checks stay off the first screen. */
    getAllowlistProofs: build.query({
      queryFn: chainQuery(async (args: { chainId: number }) =>
        (await import('./allowlistProofs')).fetchAllowlistProofs(args),
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
