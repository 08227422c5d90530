/**
 * The cost of a write before the visitor signs it: the gas the node estimates for the calls
 * times the chain's current fee per gas (`eth_gasPrice`), in the native coin's base units. One
 * RTK Query endpoint on `chainApi` (gas estimates and fee in one JSON-RPC batch), asked when the
 * form's request changes and then every FEE_ESTIMATE_REFRESH_INTERVAL_MS (`useIntent`). It
 * provides no cache tag: it does not follow each new block as the page's reads do
 * (`wallet/chainHeads.ts`). A form's preview of its write (`preview.ts`) rides in the same
 * request: the write's calls simulated in sequence beside the estimates.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { chainApi } from '@/wallet/chainApi';
import type { ContractCall } from './contracts';
import type { SimulatedWrite } from './preview';
import { chainQuery } from './query';

/** One call as the node estimates it (serializable: the RTK Query cache key). */
export interface FeeCall {
  to: Address;
  data: Hex;
  /** Native value in base units, decimal. */
  value?: string;
}

/** One write as the estimate asks for it (serializable: part of the RTK Query cache key). */
export interface FeeWrite {
  /** Its calls, each estimated by the node, their gas summed. */
  calls: FeeCall[];
  /**
   * Gas added to the estimates (decimal), for a call that cannot be estimated before an
   * earlier one has landed (a stake before its approval): the intent's documented bound.
   */
  extraGas?: string;
  /**
   * The write's calls in the order the executor sends them (`previewPlan.ts`), simulated in
   * the same request: the preview. With no `calls`, the simulated gas is the estimate.
   */
  preview?: FeeCall[];
}

/** Several independent writes of one account (e.g. each row's claim), estimated together. */
export interface NetworkFeesArgs {
  chainId: number;
  account: Address;
  writes: FeeWrite[];
  /** The account's latest confirmed transaction: a new one asks again (what was previewed moved). */
  after?: string;
}

/** Decimal strings of base units. */
export interface NetworkFee {
  gas: string;
  feePerGas: string;
  /** gas × feePerGas. */
  fee: string;
  /** What the write changes for the account, when a preview was asked. */
  preview?: SimulatedWrite;
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

/**
 * The fee of each write, null for one the node cannot estimate (it would revert, or a sequence
 * counted by its simulation that could not be simulated): one gas price and every estimate and
 * simulation at once, which the chain client sends as one JSON-RPC batch, so a list of writes
 * costs one HTTP request per refresh whatever its length.
 */
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

export const feeApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    estimateNetworkFees: build.query<(NetworkFee | null)[], NetworkFeesArgs>({
      queryFn: chainQuery(estimateNetworkFees),
    }),
  }),
});

export const { useEstimateNetworkFeesQuery } = feeApi;
