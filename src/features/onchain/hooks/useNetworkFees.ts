import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Address } from 'viem';
import { FEE_ESTIMATE_REFRESH_INTERVAL_MS } from '@/config/constants';
import type { ContractCall } from '../contracts';
import { feeCallOf, useEstimateNetworkFeesQuery } from '../fee';
import type { NetworkFeeView } from './useNetworkFee';
import { useSettledEstimateArgs } from './useSettledEstimateArgs';

const NOTHING: NetworkFeeView = { fee: null, failed: false, loading: false };

/**
 * The estimated network fee of each of several independent writes (null: that write is not
 * offered now; several calls: a write sent as a sequence), in one query refreshed like
 * `useNetworkFee`: a list of N rows costs one request per refresh, not N. A write the node
 * cannot estimate reads as failed on its own. With `preview`, each write's calls are also
 * simulated in that request (`preview.ts`).
 */
export function useNetworkFees(
  writes: readonly (ContractCall | readonly ContractCall[] | null)[],
  account: Address | null | undefined,
  chainId: number,
  { preview = false } = {},
): NetworkFeeView[] {
  const offered = writes.flatMap((write, index) =>
    write ? [{ index, calls: (Array.isArray(write) ? write : [write]) as ContractCall[] }] : [],
  );
  const wanted =
    account && offered.length > 0
      ? {
          chainId,
          account,
          writes: offered.map(({ calls }) => calls.map(feeCallOf)),
          ...(preview ? { preview } : {}),
        }
      : skipToken;
  const { args, settling } = useSettledEstimateArgs(wanted, preview);
  const query = useEstimateNetworkFeesQuery(args, {
    pollingInterval: FEE_ESTIMATE_REFRESH_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const views: NetworkFeeView[] = writes.map(() => NOTHING);
  // The shown answer is of the settled writes: a row's entry there, by its calls.
  const settled = args === skipToken ? [] : args.writes.map((calls) => JSON.stringify(calls));
  offered.forEach(({ index, calls }) => {
    const position = settled.indexOf(JSON.stringify(calls.map(feeCallOf)));
    const fee = position < 0 ? undefined : query.currentData?.[position];
    views[index] = {
      fee: fee ?? null,
      failed: query.isError || fee === null,
      loading: query.isFetching && query.currentData === undefined,
      ...(preview ? { preview: fee?.preview ?? null, updating: settling } : {}),
    };
  });
  return views;
}
