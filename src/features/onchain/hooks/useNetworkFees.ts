import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Address } from 'viem';
import { FEE_ESTIMATE_REFRESH_INTERVAL_MS } from '@/config/constants';
import type { ContractCall } from '../contracts';
import { feeCallOf, useEstimateNetworkFeesQuery } from '../fee';
import type { NetworkFeeView } from './useNetworkFee';

const NOTHING: NetworkFeeView = { fee: null, failed: false, loading: false };

/**
 * The estimated network fee of each of several independent writes (null: that write is not
 * offered now), in one query refreshed like `useNetworkFee`: a list of N rows costs one request
 * per refresh, not N. A write the node cannot estimate reads as failed on its own.
 */
export function useNetworkFees(
  writes: readonly (ContractCall | null)[],
  account: Address | null | undefined,
  chainId: number,
): NetworkFeeView[] {
  const offered = writes.flatMap((write, index) =>
    write ? [{ index, call: feeCallOf(write) }] : [],
  );
  const args =
    account && offered.length > 0
      ? { chainId, account, writes: offered.map(({ call }) => [call]) }
      : skipToken;
  const query = useEstimateNetworkFeesQuery(args, {
    pollingInterval: FEE_ESTIMATE_REFRESH_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const views: NetworkFeeView[] = writes.map(() => NOTHING);
  offered.forEach(({ index }, position) => {
    const fee = args === skipToken ? undefined : query.currentData?.[position];
    views[index] = {
      fee: fee ?? null,
      failed: query.isError || fee === null,
      loading: query.isFetching && query.currentData === undefined,
    };
  });
  return views;
}
