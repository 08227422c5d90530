/**
 * Whether the connected wallet sends call bundles atomically (EIP-5792 `atomic` capability) for
 * an account on a chain: an RTK Query endpoint so the stake form can offer the batch without
 * talking to the wallet itself. The wallet is asked once per provider, account and chain
 * (`wallet/eip5792.ts` caches); `wallet_getCapabilities` opens no prompt.
 */
import type { Address } from 'viem';
import { chainApi } from '@/wallet/chainApi';
import { canBatchAtomically, getAtomicCapability } from '@/wallet/eip5792';
import { getActiveConnection } from '@/wallet/providerRegistry';

export interface WalletBatchingArgs {
  account: Address;
  chainId: number;
  /** Another wallet for the same account is asked again. */
  connectorId: string;
}

/** A minute: a transient failure (read as "no batching") does not stick for the day. */
const BATCHING_CACHE_S = 60;

export const walletBatchingApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    getWalletBatching: build.query<boolean, WalletBatchingArgs>({
      queryFn: async ({ account, chainId, connectorId }) => {
        const active = getActiveConnection();
        if (!active || active.connectorId !== connectorId) return { data: false };
        return {
          data: canBatchAtomically(await getAtomicCapability(active.provider, account, chainId)),
        };
      },
      keepUnusedDataFor: BATCHING_CACHE_S,
    }),
  }),
});

export const { useGetWalletBatchingQuery } = walletBatchingApi;
