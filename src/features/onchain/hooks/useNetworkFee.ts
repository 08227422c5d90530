import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Address } from 'viem';
import { FEE_ESTIMATE_REFRESH_INTERVAL_MS } from '@/config/constants';
import type { ContractCall } from '../contracts';
import { feeCallOf, useEstimateNetworkFeeQuery, type NetworkFee } from '../fee';

export interface NetworkFeeView {
  /** The last estimate for these calls, or null before the first one / when it failed. */
  fee: NetworkFee | null;
  /** The estimate failed (e.g. the call would revert): nothing to show but that. */
  failed: boolean;
  loading: boolean;
}

/**
 * The estimated network fee of `calls` from `account` (null: nothing to estimate): asked when the
 * calls change, then every FEE_ESTIMATE_REFRESH_INTERVAL_MS while the tab is visible (not with
 * each refresh of the page's data: an estimate does not need every block).
 */
export function useNetworkFee(
  calls: readonly ContractCall[] | null,
  account: Address | null | undefined,
  /** `chainId` is needed when `calls` is empty (only `extraGas` is counted). */
  options: { extraGas?: bigint; chainId?: number } = {},
): NetworkFeeView {
  const chainId = calls?.[0]?.chainId ?? options.chainId;
  const args =
    calls && chainId !== undefined && account && (calls.length > 0 || options.extraGas)
      ? {
          chainId,
          account,
          calls: calls.map(feeCallOf),
          ...(options.extraGas ? { extraGas: options.extraGas.toString() } : {}),
        }
      : skipToken;
  const query = useEstimateNetworkFeeQuery(args, {
    pollingInterval: FEE_ESTIMATE_REFRESH_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const failed = args !== skipToken && query.isError;
  return {
    fee: args !== skipToken && !failed ? (query.currentData ?? null) : null,
    failed,
    loading: args !== skipToken && query.isFetching && query.currentData === undefined,
  };
}
