/**
 * The one executor of wallet writes. Every intent of the hub (a mint, an owner's change, a stake
 * by any approval method, a claim, an unstake) is a plan of typed steps (`plan.ts`) run here:
 *
 *   guards (connected; the app's chain; the wallet's own `eth_chainId`)
 *   → per step: simulate (a refusal is decoded and shown, nothing reaches the wallet)
 *   → the wallet prompt (raced against an account/chain switch or a disconnect)
 *   → pending, recorded in Recent Transactions (persisted, watched again after a reload)
 *   → confirmed | failed (a mined failure replayed for its reason); or rejected by the visitor.
 *
 * One flow per intent (`flowSlice.ts`) carries its current step's stage and label; while it is
 * busy a second request is ignored, so a double click never sends twice. How a sent step is
 * followed (a transaction hash, an EIP-5792 bundle id, …) is a mode of the one watch of Recent
 * Transactions; the executor only waits for the record's outcome.
 *
 * A Safe answers every send with a Safe transaction hash (a single call and a bundle alike): it
 * is recorded as a Safe transaction (`safeTxHash`), followed through the Safe, and the flow ends
 * with the hash that executed it on chain.
 */
import { addListener } from '@reduxjs/toolkit';
import type { Hash } from 'viem';
import type { AppDispatch, RootState } from '@/app/store';
import { findChain } from '@/config/chains';
import { isBusyStage, writeStageChanged, type WriteStage } from '@/features/transactions/flowSlice';
import {
  addRecentTransaction,
  transactionConfirmed,
  transactionFailed,
  type TransactionRef,
} from '@/features/transactions/slice';
import { explainMinedFailure, watchConnectionChange } from '@/features/transactions/writeGuards';
import { SAFE_CONNECTOR_ID } from '@/wallet/connectors/safeApp';
import { getChainId } from '@/wallet/eip1193';
import { isUserRejection, toWalletError, WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { getActiveConnection } from '@/wallet/providerRegistry';
import { getActiveWalletClient } from '@/wallet/walletActions';
import { localized, t } from '@/i18n/runtime';
import type { ContractCall } from '../contracts';
import type { PreviewExpectation } from '../preview';
import type { BundleStep, CallStep, RecordedAs, StepContext, WritePlan } from './plan';
import { findRevert, type DecodedRevert } from './revert';

export type { DecodedRevert } from './revert';

export interface WriteOptions {
  /**
   * Turns a decoded custom error into a sentence for the visitor (`describeWith(table)` of the
   * kit); undefined falls back to `WRITE_MESSAGES.refusedUnknown`.
   */
  describeRevert?: (revert: DecodedRevert) => string | undefined;
  /**
   * What the form previewed (`onchain/preview.ts`): once the plan is confirmed, its transactions'
   * receipts are decoded the same way and the status says "As previewed." or what differed.
   */
  expect?: PreviewExpectation;
}

export interface WriteResult {
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
    rejectedInSafe: 'writeErrors.rejectedInSafe',
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

/** Resolves when the record of `ref` is confirmed (true) or failed (false). */
function outcomeOf(dispatch: AppDispatch, ref: TransactionRef): Promise<boolean> {
  return new Promise((resolve) => {
    const unsubscribe = dispatch(
      addListener({
        predicate: (action) =>
          (transactionConfirmed.match(action) || transactionFailed.match(action)) &&
          action.payload.hash === ref.hash &&
          action.payload.chainId === ref.chainId,
        effect: (action) => {
          unsubscribe();
          resolve(transactionConfirmed.match(action));
        },
      }),
    ) as unknown as () => void;
  });
}

/** The wallet's answer, or why there is none (the step ends with that result). */
type WalletAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; result: Omit<WriteResult, 'hash'> }
  | { ok: false; unavailable: true };

/**
 * Runs `plan` as flow `flowId` on chain `chainId`. Resolves to the flow's last stage (the
 * current one, untouched, when the flow was busy already).
 */
export function runWritePlan(
  flowId: string,
  chainId: number,
  plan: WritePlan,
  options: WriteOptions = {},
) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<WriteResult> => {
    const current = getState().writeFlows[flowId];
    if (current && isBusyStage(current.stage)) {
      return { stage: current.stage, hash: current.hash, message: current.message };
    }
    let label: string | null = plan[0]?.label ?? null;
    const show = (stage: WriteStage, hash: Hash | null = null, message: string | null = null) =>
      dispatch(writeStageChanged({ flowId, chainId, stage, hash, message, label }));
    const finish = (stage: WriteStage, message: string | null, hash: Hash | null = null) => {
      show(stage, hash, message);
      return { stage, hash, message };
    };
    const refusal = (revert: DecodedRevert) =>
      options.describeRevert?.(revert) ?? WRITE_MESSAGES.refusedUnknown;
    // Busy from the first moment: a second click finds the flow taken.
    show('simulating');

    // Guards: a connection, on the chain the page read, as the wallet itself says.
    const { connection } = getState();
    const account = connection.account;
    const active = getActiveConnection();
    if (connection.status !== 'connected' || !account || !active) {
      return finish('failed', WRITE_MESSAGES.notConnected);
    }
    const wrongChain = () =>
      finish('failed', WRITE_MESSAGES.wrongChain(findChain(chainId)?.name ?? `chain ${chainId}`));
    if (connection.chain?.id !== chainId) return wrongChain();
    // A Safe's sends are Safe transactions, not chain transactions (see the header).
    const viaSafe = active.connectorId === SAFE_CONNECTOR_ID;
    try {
      if ((await getChainId(active.provider)) !== chainId) return wrongChain();
    } catch (error) {
      // The catalogue's sentence for a known wallet error; the generic one (cause logged) otherwise.
      return finish('failed', toWalletError(error).message);
    }

    /**
     * Asks the wallet (`send`), raced against a change of account, chain or connection: then the
     * step is abandoned, and whatever the wallet still sends is recorded for its sender
     * (`recordLate`). A rejection, a revert and any other failure end the flow with the
     * catalogue's sentence; `isUnavailable` errors leave the step unused instead.
     */
    async function askWallet<T>(
      send: () => Promise<T>,
      recordLate: (value: T) => void,
      isUnavailable: (error: unknown) => boolean = () => false,
    ): Promise<WalletAnswer<T>> {
      const connectionWatch = watchConnectionChange(dispatch, account!, chainId);
      try {
        const sending = send();
        const answer = await Promise.race([
          sending.then((value) => ({ value })),
          connectionWatch.changed.then(() => null),
        ]);
        if (answer === null) {
          sending.then(recordLate).catch(() => undefined);
          return { ok: false, result: { stage: 'failed', message: WRITE_MESSAGES.walletChanged } };
        }
        return { ok: true, value: answer.value };
      } catch (error) {
        if (isUserRejection(error)) {
          return { ok: false, result: { stage: 'rejected', message: WRITE_MESSAGES.rejected } };
        }
        if (isUnavailable(error)) return { ok: false, unavailable: true };
        const revert = findRevert(error);
        if (revert) return { ok: false, result: { stage: 'refused', message: refusal(revert) } };
        // The catalogue's sentence for a known wallet error; the generic one (cause logged) otherwise.
        return { ok: false, result: { stage: 'failed', message: toWalletError(error).message } };
      } finally {
        connectionWatch.stop();
      }
    }

    const record = (hash: Hash, recorded: RecordedAs, callsId?: string) =>
      dispatch(
        addRecentTransaction({
          account: account!,
          chainId,
          hash,
          description: recorded.description,
          intent: recorded.intent,
          ...(viaSafe ? { safeTxHash: hash } : callsId === undefined ? {} : { callsId }),
        }),
      );

    /** Records a sent step as pending and waits for its outcome. */
    async function follow(hash: Hash, recorded: RecordedAs, callsId?: string) {
      const outcome = outcomeOf(dispatch, { account: account!, chainId, hash });
      // A Safe transaction hash is on no explorer: the flow shows none until it is executed.
      show('pending', viaSafe ? null : hash);
      record(hash, recorded, callsId);
      return outcome;
    }

    /** The record of a sent step, as the watch left it. */
    const recordOf = (hash: Hash) =>
      getState().transactions.byAccount[account!.toLowerCase()]?.[String(chainId)]?.find(
        (candidate) => candidate.hash === hash,
      );

    /** Where a Safe transaction ended: the hash that executed it, or why it failed. */
    function safeEnd(hash: Hash): { executedHash: Hash | null; rejected: boolean } {
      const saved = recordOf(hash);
      return { executedHash: saved?.executedHash ?? null, rejected: saved?.safeCancelled === true };
    }

    /** One contract call: simulate, ask, record, watch. Its hash when it ended confirmed. */
    async function runCall(step: CallStep, context: StepContext): Promise<WriteResult | Hash> {
      const call: ContractCall = typeof step.call === 'function' ? step.call(context) : step.call;
      const { getChainClient } = await import('@/wallet/clients');
      const client = getChainClient(chainId);
      const request = {
        account: account!,
        address: call.address,
        abi: call.abi,
        functionName: call.functionName,
        args: call.args,
        value: call.value,
      } as Parameters<typeof client.simulateContract>[0];
      let simulated: Awaited<ReturnType<typeof client.simulateContract>>;
      try {
        simulated = await client.simulateContract(request);
      } catch (error) {
        const revert = findRevert(error);
        if (revert) return finish('refused', refusal(revert));
        return finish('failed', WALLET_ERROR_MESSAGES.unknown);
      }
      show('confirming');
      const answer = await askWallet(
        async () => {
          const wallet = await getActiveWalletClient(getState());
          return wallet.writeContract({
            ...(simulated.request as Parameters<typeof wallet.writeContract>[0]),
            account: account!,
            chain: wallet.chain ?? null,
          });
        },
        (hash) => record(hash, step.record),
      );
      if (!answer.ok) {
        return 'result' in answer
          ? finish(answer.result.stage, answer.result.message)
          : finish('failed', WALLET_ERROR_MESSAGES.unknown);
      }
      const sent = answer.value;
      const confirmed = await follow(sent, step.record);
      let hash = sent;
      if (viaSafe) {
        const { executedHash, rejected } = safeEnd(sent);
        if (rejected) return finish('failed', WRITE_MESSAGES.rejectedInSafe);
        if (!executedHash) return finish('failed', WRITE_MESSAGES.reverted);
        hash = executedHash;
      }
      if (confirmed) return hash;
      // Mined and reverted (e.g. the sale closed meanwhile): the same call at that block says why.
      const reason = await explainMinedFailure(client, hash, async (blockNumber) => {
        try {
          await client.simulateContract({ ...request, blockNumber } as typeof request);
          return null;
        } catch (error) {
          const revert = findRevert(error);
          return revert ? (options.describeRevert?.(revert) ?? null) : null;
        }
      });
      if (reason === 'notMined') return finish('failed', WRITE_MESSAGES.notMined, hash);
      return finish('failed', reason ?? WRITE_MESSAGES.reverted, hash);
    }

    /** Calls as one bundle: its record key when confirmed; 'unavailable' when it cannot be used (nothing was sent). */
    async function runBundle(step: BundleStep): Promise<WriteResult | Hash | 'unavailable'> {
      const bundles = await import('./bundles');
      const simulation = await bundles.simulateInSequence(chainId, account!, step.calls);
      if (simulation === 'unavailable') return 'unavailable';
      if (!simulation.ok) {
        return finish(
          'refused',
          simulation.revert ? refusal(simulation.revert) : WALLET_ERROR_MESSAGES.unknown,
        );
      }
      /**
       * A bundle's record key: a Safe's bundle id is its Safe transaction hash, recorded as is;
       * any other wallet's free-form id is hashed into one.
       */
      const bundleKey = (id: string): Hash =>
        viaSafe && /^0x[0-9a-fA-F]{64}$/.test(id)
          ? (id as Hash)
          : bundles.callsRecordKey(chainId, id);
      show('confirming');
      const answer = await askWallet(
        async () =>
          bundles.sendBundle(
            await getActiveWalletClient(getState()),
            account!,
            chainId,
            step.calls,
          ),
        (id) => record(bundleKey(id), step.record, id),
        bundles.isBundleUnsupported,
      );
      if (!answer.ok) {
        return 'result' in answer
          ? finish(answer.result.stage, answer.result.message)
          : 'unavailable';
      }
      const key = bundleKey(answer.value);
      const confirmed = await follow(key, step.record, answer.value);
      if (viaSafe) {
        const { executedHash, rejected } = safeEnd(key);
        if (rejected) return finish('failed', WRITE_MESSAGES.rejectedInSafe);
        if (confirmed && executedHash) return executedHash;
        return finish('failed', step.failedMessage, executedHash);
      }
      if (confirmed) return key;
      return finish('failed', step.failedMessage, key);
    }

    const queue = [...plan];
    const results: Record<string, unknown> = {};
    const context: StepContext = {
      chainId,
      account,
      results,
      wallet: () => getActiveWalletClient(getState()),
    };
    let lastHash: Hash | null = null;
    // The chain transactions the plan sent, for the comparison with its preview.
    const mined: Hash[] = [];
    while (queue.length > 0) {
      const step = queue.shift()!;
      label = step.label ?? null;
      switch (step.type) {
        case 'check': {
          show('simulating');
          try {
            queue.unshift(...(await step.decide(context)));
          } catch {
            return finish('failed', step.failedMessage);
          }
          break;
        }
        case 'signature': {
          show('confirming');
          try {
            results[step.key] = await step.sign(context);
          } catch (error) {
            if (isUserRejection(error)) return finish('rejected', WRITE_MESSAGES.rejected);
            if (!step.isUnsupported(error)) return finish('failed', step.failedMessage);
            queue.splice(0, queue.length, ...step.otherwise);
          }
          break;
        }
        case 'call': {
          show('simulating');
          const ended = await runCall(step, context);
          if (typeof ended !== 'string') return ended;
          lastHash = ended;
          mined.push(ended);
          break;
        }
        case 'bundle': {
          show('simulating');
          const ended = await runBundle(step);
          if (ended === 'unavailable') {
            queue.splice(0, queue.length, ...step.otherwise);
          } else if (typeof ended !== 'string') {
            return ended;
          } else {
            lastHash = ended;
            mined.push(...(viaSafe ? [ended] : (recordOf(ended)?.transactionHashes ?? [])));
          }
          break;
        }
      }
    }
    const compared =
      options.expect && mined.length > 0
        ? await (
            await import('../preview')
          ).compareWithReceipts(chainId, account, mined, options.expect)
        : null;
    return finish('confirmed', compared, lastHash);
  };
}
