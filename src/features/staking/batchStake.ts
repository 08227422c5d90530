/**
 * Approve + stake as one EIP-5792 call bundle, for a wallet that executes bundles atomically:
 * one wallet prompt, one Recent Transactions record. Loaded with `import()` from the staking
 * actions only when a batch is sent (it carries viem's `sendCalls` and the wallet client).
 */
import { addListener } from '@reduxjs/toolkit';
import { keccak256, stringToHex } from 'viem';
import type { Address, Chain, Hash } from 'viem';
import { sendCalls } from 'viem/actions';
import type { AppDispatch, RootState } from '@/app/store';
import { findChain } from '@/config/chains';
import { contractCall, type ContractCall } from '@/features/onchain/contracts';
import { contractAddress } from '@/features/onchain/addresses';
import {
  findRevert,
  WRITE_MESSAGES,
  type ContractWriteResult,
} from '@/features/transactions/contractWrite';
import { writeStageChanged, type WriteStage } from '@/features/transactions/flowSlice';
import {
  callsBundleAdded,
  transactionConfirmed,
  transactionFailed,
  type TransactionIntent,
} from '@/features/transactions/slice';
import { watchConnectionChange } from '@/features/transactions/writeGuards';
import { getChainId } from '@/wallet/eip1193';
import { CALLS_VERSION, isBundleUnsupported, isMethodUnsupported } from '@/wallet/eip5792';
import { isUserRejection, WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { getActiveConnection } from '@/wallet/providerRegistry';
import { getActiveWalletClient } from '@/wallet/walletActions';
import { describeStakingRevert, STAKING_MESSAGES } from './errors';

export interface StakeBatchRequest {
  flowId: string;
  chainId: number;
  amount: bigint;
  tier: number;
  minAprBps: number;
  description: string;
  intent: TransactionIntent;
}

/**
 * The batch could not be used (the node cannot simulate a sequence, or the wallet refused to
 * send a bundle as asked): the caller goes on with the next approval method. Nothing was sent.
 */
export const BATCH_UNAVAILABLE = 'unavailable' as const;

/** The record key of a bundle: the wallet's id is free-form, Recent Transactions keys by a 32-byte hash. */
export function callsRecordKey(chainId: number, callsId: string): Hash {
  return keccak256(stringToHex(`eip5792:${chainId}:${callsId}`));
}

/** The two calls of the bundle: the exact-amount approval, then the stake with its APR floor. */
export function stakeBundleCalls(
  request: Pick<StakeBatchRequest, 'chainId' | 'amount' | 'tier' | 'minAprBps'>,
) {
  const { chainId, amount, tier, minAprBps } = request;
  return [
    contractCall('bearToken', chainId, 'approve', [
      contractAddress('bearStaking', chainId),
      amount,
    ]),
    contractCall('bearStaking', chainId, 'stake', [amount, tier, minAprBps]),
  ] as const;
}

function waitForOutcome(dispatch: AppDispatch, hash: Hash): Promise<boolean> {
  return new Promise((resolve) => {
    const unsubscribe = dispatch(
      addListener({
        predicate: (action) =>
          (transactionConfirmed.match(action) || transactionFailed.match(action)) &&
          action.payload.hash === hash,
        effect: (action) => {
          unsubscribe();
          resolve(transactionConfirmed.match(action));
        },
      }),
    ) as unknown as () => void;
  });
}

type SimulationOutcome = { ok: true } | { ok: false; message: string } | typeof BATCH_UNAVAILABLE;

/**
 * Runs the calls in sequence on the chain's latest state (`eth_simulateV1`): the stake sees the
 * approval before it, as in the bundle. A node without `eth_simulateV1` cannot check the
 * sequence: the batch is not used then.
 */
async function simulateInSequence(
  chainId: number,
  account: Address,
  calls: readonly ContractCall[],
): Promise<SimulationOutcome> {
  const { getChainClient } = await import('@/wallet/clients');
  const client = getChainClient(chainId);
  let blocks: Awaited<ReturnType<typeof client.simulateBlocks>>;
  try {
    blocks = await client.simulateBlocks({
      blocks: [
        {
          calls: calls.map((call) => ({
            account,
            to: call.address,
            abi: call.abi,
            functionName: call.functionName,
            args: call.args,
          })) as never,
        },
      ],
    });
  } catch (error) {
    if (
      isMethodUnsupported(error) ||
      (error as { name?: unknown }).name === 'MethodNotFoundRpcError'
    ) {
      return BATCH_UNAVAILABLE;
    }
    const revert = findRevert(error);
    if (revert)
      return { ok: false, message: describeStakingRevert(revert) ?? WRITE_MESSAGES.refusedUnknown };
    return { ok: false, message: WALLET_ERROR_MESSAGES.unknown };
  }
  for (const result of blocks[0]?.calls ?? []) {
    if (result.status !== 'failure') continue;
    const revert = findRevert(result.error);
    return {
      ok: false,
      message: (revert && describeStakingRevert(revert)) ?? WRITE_MESSAGES.refusedUnknown,
    };
  }
  return { ok: true };
}

/**
 * Stakes with one `wallet_sendCalls` bundle (version 2.0.0, `atomicRequired: true`): the chain
 * the page read is checked against the connection and against the wallet itself, the sequence is
 * simulated before the wallet is asked, the bundle is recorded as one pending entry (watched by
 * `callsWatch.ts`, also after a reload) and the flow ends confirmed or failed with it. A rejected
 * prompt ends `rejected` with the catalogue's sentence. Resolves to BATCH_UNAVAILABLE, with
 * nothing sent, when the batch cannot be used.
 */
export async function sendStakeBatch(
  dispatch: AppDispatch,
  getState: () => RootState,
  request: StakeBatchRequest,
): Promise<ContractWriteResult | typeof BATCH_UNAVAILABLE> {
  const { flowId, chainId } = request;
  const finish = (
    stage: WriteStage,
    message: string | null,
    hash: Hash | null = null,
  ): ContractWriteResult => {
    dispatch(writeStageChanged({ flowId, chainId, stage, message, hash }));
    return { stage, hash, message };
  };
  const { connection } = getState();
  const account = connection.account;
  if (connection.status !== 'connected' || !account)
    return finish('failed', WRITE_MESSAGES.notConnected);
  const wrongChain = () =>
    finish('failed', WRITE_MESSAGES.wrongChain(findChain(chainId)?.name ?? `chain ${chainId}`));
  if (connection.chain?.id !== chainId) return wrongChain();
  dispatch(writeStageChanged({ flowId, chainId, stage: 'simulating' }));

  // The bundle names its chain: it must be the one the page read, and the wallet's own.
  const active = getActiveConnection();
  if (!active) return finish('failed', WRITE_MESSAGES.notConnected);
  try {
    if ((await getChainId(active.provider)) !== chainId) return wrongChain();
  } catch {
    return finish('failed', WALLET_ERROR_MESSAGES.unknown);
  }

  const calls = stakeBundleCalls(request);
  const simulation = await simulateInSequence(chainId, account, calls);
  if (simulation === BATCH_UNAVAILABLE) return BATCH_UNAVAILABLE;
  if (!simulation.ok) return finish('refused', simulation.message);

  dispatch(writeStageChanged({ flowId, chainId, stage: 'confirming' }));
  const connectionWatch = watchConnectionChange(dispatch, account, chainId);
  let callsId: string;
  try {
    const wallet = await getActiveWalletClient(getState());
    const chain = (findChain(chainId) ?? { id: chainId }) as Chain;
    const sending = sendCalls(wallet, {
      account,
      chain,
      version: CALLS_VERSION,
      forceAtomic: true,
      calls: calls.map((call) => ({
        to: call.address,
        abi: call.abi,
        functionName: call.functionName,
        args: call.args,
      })) as never,
    });
    const answer = await Promise.race([sending, connectionWatch.changed.then(() => null)]);
    if (answer === null) {
      // Should the wallet still send it, it is recorded for the account that sent it.
      sending
        .then(({ id }) =>
          dispatch(
            callsBundleAdded({
              account,
              chainId,
              hash: callsRecordKey(chainId, id),
              callsId: id,
              description: request.description,
              intent: request.intent,
            }),
          ),
        )
        .catch(() => undefined);
      return finish('failed', WRITE_MESSAGES.walletChanged);
    }
    callsId = answer.id;
  } catch (error) {
    if (isUserRejection(error)) return finish('rejected', WRITE_MESSAGES.rejected);
    // The caller clears the flow and goes on with the next approval method.
    if (isBundleUnsupported(error)) return BATCH_UNAVAILABLE;
    return finish('failed', WALLET_ERROR_MESSAGES.unknown);
  } finally {
    connectionWatch.stop();
  }

  const hash = callsRecordKey(chainId, callsId);
  const outcome = waitForOutcome(dispatch, hash);
  dispatch(writeStageChanged({ flowId, chainId, stage: 'pending', hash }));
  dispatch(
    callsBundleAdded({
      account,
      chainId,
      hash,
      callsId,
      description: request.description,
      intent: request.intent,
    }),
  );
  if (await outcome) return finish('confirmed', null, hash);
  return finish('failed', STAKING_MESSAGES.batchFailed, hash);
}
