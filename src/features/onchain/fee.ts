/**
 * A write's cost before it is signed: gas estimate × `eth_gasPrice`, its preview in the same batch.
 * No cache tag: asked again on the page's fee clock (`useIntent`), not at each new block.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { chainApi } from '@/wallet/chainApi';
import type { ContractCall } from './contracts';
import type { SimulatedWrite } from './preview';
import { chainQuery } from './query';

/** One call as the node estimates it (serializable: part of the cache key). */
export interface FeeCall {
  to: Address;
  data: Hex;
  /** Native value in base units, decimal. */
  value?: string;
}

export interface FeeWrite {
  /** Each estimated by the node, their gas summed. */
  calls: FeeCall[];
  /** Gas added (decimal) for a call that cannot be estimated before an earlier one lands. */
  extraGas?: string;
  /** The calls the executor sends, simulated: the preview; with no `calls`, its gas counts. */
  preview?: FeeCall[];
}

/** Several independent writes of one account (e.g. each row's claim), estimated together. */
interface NetworkFeesArgs {
  chainId: number;
  account: Address;
  writes: FeeWrite[];
  /** The account's latest confirmed transaction: a new one asks again. */
  after?: string;
}

/** Decimal strings of base units. */
export type NetworkFee = { gas: string; feePerGas: string; fee: string; preview?: SimulatedWrite };

export function feeCallOf(call: ContractCall): FeeCall {
  // viem reads only the call's `abi`, `functionName` and `args`.
  const data = encodeFunctionData(call as Parameters<typeof encodeFunctionData>[0]);
  return {
    to: call.address,
    data,
    ...(call.value === undefined ? {} : { value: call.value.toString() }),
  };
}

/** Each write's fee (null: not estimable), in the client's one batch: one request per refresh. */
async function estimateNetworkFees({
  chainId,
  account,
  writes,
}: NetworkFeesArgs): Promise<(NetworkFee | null)[]> {
  const { getChainClient } = await import('@/wallet/clients');
  const client = getChainClient(chainId);
  // Loaded before anything is asked, so the simulations leave in the estimates' batch.
  const previewer = writes.some((write) => write.preview) ? await import('./preview') : null;
  const [feePerGas, ...estimates] = await Promise.all([
    client.getGasPrice(),
    ...writes.map(async ({ calls, extraGas, preview }) => {
      const simulating = preview && previewer?.simulateWrite(client, chainId, account, preview);
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
        const simulated = await simulating;
        let gas = gases.reduce((sum, one) => sum + one, BigInt(extraGas ?? '0'));
        if (calls.length === 0 && !extraGas) {
          if (simulated?.status !== 'simulated') return null;
          gas = BigInt(simulated.gas);
        }
        return { gas, simulated };
      } catch {
        return null;
      }
    }),
  ]);
  return estimates.map((estimate) =>
    estimate === null
      ? null
      : {
          gas: estimate.gas.toString(),
          feePerGas: feePerGas.toString(),
          fee: (estimate.gas * feePerGas).toString(),
          ...(estimate.simulated ? { preview: estimate.simulated } : {}),
        },
  );
}

export const { useEstimateNetworkFeesQuery } = chainApi.injectEndpoints({
  endpoints: (build) => ({
    estimateNetworkFees: build.query<(NetworkFee | null)[], NetworkFeesArgs>({
      queryFn: chainQuery(estimateNetworkFees),
    }),
  }),
});
