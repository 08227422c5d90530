/**
 * The cost of a write before the visitor signs it: the gas the node estimates for the calls
 * times the chain's current fee per gas (`eth_gasPrice`), in the native coin's base units. One
 * RTK Query endpoint on `chainApi` (gas estimates and fee in one JSON-RPC batch), asked when the
 * form's request changes and then every FEE_ESTIMATE_REFRESH_INTERVAL_MS (`useNetworkFee`). It
 * provides no cache tag: it does not follow each new block as the page's reads do
 * (`wallet/chainHeads.ts`).
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { chainApi } from '@/wallet/chainApi';
import type { ContractCall } from './contracts';
import { chainQuery } from './query';

/** One call as the node estimates it (serializable: the RTK Query cache key). */
export interface FeeCall {
  to: Address;
  data: Hex;
  /** Native value in base units, decimal. */
  value?: string;
}

export interface NetworkFeeArgs {
  chainId: number;
  account: Address;
  calls: FeeCall[];
  /**
   * Gas added to the estimates (decimal), for a call that cannot be estimated before an
   * earlier one has landed (a stake before its approval): the caller's documented bound.
   */
  extraGas?: string;
}

/** Decimal strings of base units. */
export interface NetworkFee {
  gas: string;
  feePerGas: string;
  /** gas × feePerGas. */
  fee: string;
}

/** A kit call as the node estimates it. */
export function feeCallOf(call: ContractCall): FeeCall {
  const data = encodeFunctionData({
    abi: call.abi,
    functionName: call.functionName,
    args: call.args,
  } as Parameters<typeof encodeFunctionData>[0]);
  return {
    to: call.address,
    data,
    ...(call.value === undefined ? {} : { value: call.value.toString() }),
  };
}

async function estimateNetworkFee({
  chainId,
  account,
  calls,
  extraGas,
}: NetworkFeeArgs): Promise<NetworkFee> {
  const { getChainClient } = await import('@/wallet/clients');
  const client = getChainClient(chainId);
  const [feePerGas, ...estimates] = await Promise.all([
    client.getGasPrice(),
    ...calls.map((call) =>
      client.estimateGas({
        account,
        to: call.to,
        data: call.data,
        ...(call.value === undefined ? {} : { value: BigInt(call.value) }),
      }),
    ),
  ]);
  const gas = estimates.reduce((sum, estimate) => sum + estimate, BigInt(extraGas ?? '0'));
  return {
    gas: gas.toString(),
    feePerGas: feePerGas.toString(),
    fee: (gas * feePerGas).toString(),
  };
}

/** Several independent writes of one account (e.g. each row's claim), estimated together. */
export interface NetworkFeesArgs {
  chainId: number;
  account: Address;
  /** One entry per write: its calls (estimated and summed). */
  writes: FeeCall[][];
}

/**
 * The fee of each write, null for one the node cannot estimate (it would revert): one gas price
 * and every estimate at once, which the chain client sends as one JSON-RPC batch, so a list of
 * writes costs one HTTP request per refresh whatever its length.
 */
async function estimateNetworkFees({
  chainId,
  account,
  writes,
}: NetworkFeesArgs): Promise<(NetworkFee | null)[]> {
  const { getChainClient } = await import('@/wallet/clients');
  const client = getChainClient(chainId);
  const [feePerGas, ...estimates] = await Promise.all([
    client.getGasPrice(),
    ...writes.map(async (calls) => {
      try {
        const gases = await Promise.all(
          calls.map((call) =>
            client.estimateGas({
              account,
              to: call.to,
              data: call.data,
              ...(call.value === undefined ? {} : { value: BigInt(call.value) }),
            }),
          ),
        );
        return gases.reduce((sum, gas) => sum + gas, 0n);
      } catch {
        return null;
      }
    }),
  ]);
  return estimates.map((gas) =>
    gas === null
      ? null
      : { gas: gas.toString(), feePerGas: feePerGas.toString(), fee: (gas * feePerGas).toString() },
  );
}

export const feeApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    estimateNetworkFee: build.query<NetworkFee, NetworkFeeArgs>({
      queryFn: chainQuery(estimateNetworkFee),
    }),
    estimateNetworkFees: build.query<(NetworkFee | null)[], NetworkFeesArgs>({
      queryFn: chainQuery(estimateNetworkFees),
    }),
  }),
});

export const { useEstimateNetworkFeeQuery, useEstimateNetworkFeesQuery } = feeApi;

/** Whether `balance` (native, base units) covers `value` plus the estimated `fee`. */
export function coversWithFee(balance: bigint, value: bigint, fee: bigint | null): boolean {
  return balance >= value + (fee ?? 0n);
}
