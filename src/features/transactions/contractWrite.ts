import { addListener } from '@reduxjs/toolkit';
import { BaseError, ContractFunctionRevertedError, type Abi, type Address, type Hash } from 'viem';
import type { AppDispatch, RootState } from '@/app/store';
import { findChain } from '@/config/chains';
import { isUserRejection, WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { getActiveWalletClient } from '@/wallet/walletActions';
import {
  addRecentTransaction,
  transactionConfirmed,
  transactionFailed,
  type TransactionIntent,
} from './slice';
import { isBusyStage, writeStageChanged, type WriteStage } from './flowSlice';
import { explainMinedFailure, watchConnectionChange } from './writeGuards';
import { localized, t } from '@/i18n/runtime';

/** One contract call the visitor's wallet is asked to send. */
export interface ContractWriteRequest {
  chainId: number;
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
  /** Shown in Recent Transactions, e.g. 'Mint 2 bears'. */
  description: string;
  /** What the transaction does, recorded with it (kind `unknown` when omitted). */
  intent?: TransactionIntent;
}

/** A custom error decoded from a reverted simulation. */
export interface DecodedRevert {
  errorName: string;
  args: readonly unknown[];
}

export interface ContractWriteOptions {
  /**
   * Turns a decoded custom error into a sentence for the visitor (`describeWith(table)` of the
   * onchain kit); undefined falls back to `WRITE_MESSAGES.refusedUnknown`.
   */
  describeRevert?: (revert: DecodedRevert) => string | undefined;
}

export interface ContractWriteResult {
  stage: WriteStage;
  hash: Hash | null;
  message: string | null;
}

export const WRITE_MESSAGES = localized(
  {
    reverted: 'writeErrors.reverted',
    refusedUnknown: 'writeErrors.refusedUnknown',
    notMined: 'writeErrors.notMined',
    walletChanged: 'writeErrors.walletChanged',
  },
  {
    get rejected() {
      return WALLET_ERROR_MESSAGES.userRejected;
    },
    get notConnected() {
      return WALLET_ERROR_MESSAGES.notConnected;
    },
    wrongChain: (chainName: string) => t('writeErrors.wrongChain', { chainName }),
  },
);

/** The custom error (or reason) a reverted call carries, decoded; null when it is not a revert. */
export function findRevert(error: unknown): DecodedRevert | null {
  if (!(error instanceof BaseError)) return null;
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  if (!(reverted instanceof ContractFunctionRevertedError)) return null;
  const name = reverted.data?.errorName ?? (reverted.reason ? 'Error' : null);
  if (!name) return { errorName: 'Unknown', args: [] };
  return {
    errorName: name,
    args: reverted.data?.args ?? (reverted.reason ? [reverted.reason] : []),
  };
}

/** The sentence for a refusal: the caller's, else the one fallback. */
function refusal(revert: DecodedRevert, options: ContractWriteOptions): string {
  return options.describeRevert?.(revert) ?? WRITE_MESSAGES.refusedUnknown;
}

/** Resolves when the recorded transaction is confirmed (true) or failed (false). */
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

/**
 * The one transaction lifecycle of the hub: simulate (a refusal is decoded and shown without
 * opening the wallet) → ask the wallet → pending, recorded in Recent Transactions (persisted,
 * watched again after a reload) → confirmed | failed; or rejected by the visitor. A second
 * request for a flow that is still busy is ignored, so a double click never sends twice.
 * The chain id is checked against the connection before anything is sent.
 */
export function runContractWrite(
  flowId: string,
  request: ContractWriteRequest,
  options: ContractWriteOptions = {},
) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<ContractWriteResult> => {
    const current = getState().writeFlows[flowId];
    if (current && isBusyStage(current.stage)) {
      return { stage: current.stage, hash: current.hash, message: current.message };
    }
    const { chainId } = request;
    const finish = (stage: WriteStage, message: string | null, hash: Hash | null = null) => {
      dispatch(writeStageChanged({ flowId, chainId, stage, message, hash }));
      return { stage, hash, message };
    };

    const { connection } = getState();
    if (connection.status !== 'connected' || !connection.account) {
      return finish('failed', WRITE_MESSAGES.notConnected);
    }
    if (connection.chain?.id !== chainId) {
      return finish(
        'failed',
        WRITE_MESSAGES.wrongChain(findChain(chainId)?.name ?? `chain ${chainId}`),
      );
    }
    const account = connection.account;
    dispatch(writeStageChanged({ flowId, chainId, stage: 'simulating' }));

    const { getChainClient } = await import('@/wallet/clients');
    const client = getChainClient(chainId);
    const call = {
      account,
      address: request.address,
      abi: request.abi,
      functionName: request.functionName,
      args: request.args ?? [],
      value: request.value,
    };
    let simulated: Awaited<ReturnType<typeof client.simulateContract>>;
    try {
      simulated = await client.simulateContract(
        call as Parameters<typeof client.simulateContract>[0],
      );
    } catch (error) {
      const revert = findRevert(error);
      if (revert) return finish('refused', refusal(revert, options));
      return finish('failed', WALLET_ERROR_MESSAGES.unknown);
    }

    dispatch(writeStageChanged({ flowId, chainId, stage: 'confirming' }));
    let hash: Hash;
    // The wallet may switch account or network, or disconnect, while its prompt is open.
    const connectionWatch = watchConnectionChange(dispatch, account, chainId);
    try {
      const wallet = await getActiveWalletClient(getState());
      const sending = wallet.writeContract({
        ...(simulated.request as Parameters<typeof wallet.writeContract>[0]),
        account,
        chain: wallet.chain ?? null,
      });
      const answer = await Promise.race([sending, connectionWatch.changed.then(() => null)]);
      if (answer === null) {
        // Should the wallet still send it, it is recorded for the account that sent it.
        sending
          .then((sent) =>
            dispatch(
              addRecentTransaction({
                account,
                chainId,
                hash: sent,
                description: request.description,
              }),
            ),
          )
          .catch(() => undefined);
        return finish('failed', WRITE_MESSAGES.walletChanged);
      }
      hash = answer;
    } catch (error) {
      if (isUserRejection(error)) return finish('rejected', WRITE_MESSAGES.rejected);
      const revert = findRevert(error);
      if (revert) return finish('refused', refusal(revert, options));
      return finish('failed', WALLET_ERROR_MESSAGES.unknown);
    } finally {
      connectionWatch.stop();
    }

    const outcome = waitForOutcome(dispatch, hash);
    dispatch(writeStageChanged({ flowId, chainId, stage: 'pending', hash }));
    dispatch(
      addRecentTransaction({
        account,
        chainId,
        hash,
        description: request.description,
        ...(request.intent ? { intent: request.intent } : {}),
      }),
    );
    const confirmed = await outcome;
    if (confirmed) return finish('confirmed', null, hash);
    // Mined and reverted (e.g. the sale closed meanwhile): the same call at that block says why.
    const reason = await explainMinedFailure(client, hash, async (blockNumber) => {
      try {
        await client.simulateContract({ ...call, blockNumber } as Parameters<
          typeof client.simulateContract
        >[0]);
        return null;
      } catch (error) {
        const revert = findRevert(error);
        return revert ? (options.describeRevert?.(revert) ?? null) : null;
      }
    });
    if (reason === 'notMined') return finish('failed', WRITE_MESSAGES.notMined, hash);
    return finish('failed', reason ?? WRITE_MESSAGES.reverted, hash);
  };
}
