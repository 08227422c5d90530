import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Address } from 'viem';
import { FEE_ESTIMATE_REFRESH_INTERVAL_MS } from '@/config/constants';
import type { ContractCall } from '../contracts';
import { feeCallOf, useEstimateNetworkFeeQuery, type NetworkFee } from '../fee';
import type { SimulatedWrite } from '../preview';
import type { PreviewSequence } from '../previewPlan';
import { useSettledEstimateArgs } from './useSettledEstimateArgs';

export interface NetworkFeeView {
  /** The last estimate for these calls, or null before the first one / when it failed. */
  fee: NetworkFee | null;
  /** The estimate failed (e.g. the call would revert): nothing to show but that. */
  failed: boolean;
  loading: boolean;
  /** The write's preview when one is asked (`preview.ts`); null until it arrives. */
  preview?: SimulatedWrite | null;
  /** The input changed since what is shown: its estimate is being asked. */
  updating?: boolean;
}

/**
 * The estimated network fee of `calls` from `account` (null: nothing to estimate): asked once the
 * calls have stayed the same for WRITE_ESTIMATE_DEBOUNCE_MS, then every
 * FEE_ESTIMATE_REFRESH_INTERVAL_MS while the tab is visible (not with each refresh of the page's
 * data: an estimate does not need every block). With `preview`, the plan's sequence is
 * simulated in the same request (`preview.ts`).
 */
export function useNetworkFee(
  calls: readonly ContractCall[] | null,
  account: Address | null | undefined,
  /**
   * `chainId` is needed when `calls` is empty: only `extraGas` is counted, or, with neither, the
   * preview's simulated gas (a sequence whose later calls need the earlier ones mined).
   */
  options: { extraGas?: bigint; chainId?: number; preview?: PreviewSequence | null } = {},
): NetworkFeeView {
  const chainId = calls?.[0]?.chainId ?? options.chainId;
  const preview = calls && options.preview?.calls.length ? options.preview : null;
  const wanted =
    calls && chainId !== undefined && account && (calls.length > 0 || options.extraGas || preview)
      ? {
          chainId,
          account,
          calls: calls.map(feeCallOf),
          ...(options.extraGas ? { extraGas: options.extraGas.toString() } : {}),
          ...(preview ? { preview: preview.calls.map(feeCallOf) } : {}),
        }
      : skipToken;
  const { args, settling } = useSettledEstimateArgs(wanted, preview !== null);
  const query = useEstimateNetworkFeeQuery(args, {
    pollingInterval: FEE_ESTIMATE_REFRESH_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const asked = args !== skipToken && wanted !== skipToken;
  const data = asked ? query.currentData : undefined;
  const failed = asked && (query.isError || data?.estimated === false);
  return {
    fee: failed ? null : (data ?? null),
    failed,
    loading: asked && query.isFetching && query.currentData === undefined,
    ...(preview ? { preview: data?.preview ?? null, updating: settling } : {}),
  };
}
