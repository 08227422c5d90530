/**
 * The one executor of wallet writes (plans of `plan.ts`): guards (connected; the app's chain; the
 * wallet's own `eth_chainId`) → per step: simulate (a refusal is decoded, nothing reaches the
 * wallet) → the prompt (raced against an account or chain switch, a disconnect) → pending in Recent
 * Transactions → confirmed | failed (a mined failure replayed for its reason); or rejected. One
 * flow per intent: while it is busy a second request is ignored (no double send).
 */
import { addListener } from '@reduxjs/toolkit';
import type { Address, Hash } from 'viem';
import type { AppDispatch, RootState } from '@/app/store';
import { findChain } from '@/config/chains';
import {
  isBusyStage,
  writeStageChanged,
  type WriteFlow,
  type WriteStage,
} from '@/features/transactions/flowSlice';
import {
  addRecentTransaction,
  transactionConfirmed,
  transactionFailed,
  type TransactionEnd,
  type TransactionRef,
} from '@/features/transactions/slice';
import { watchConnectionChange } from '@/features/transactions/writeGuards';
import { getChainId } from '@/wallet/eip1193';
import { isUserRejection, toWalletError, WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { SAFE_CONNECTOR_ID } from '@/wallet/connectors/safeApp';
import { getActiveConnection } from '@/wallet/providerRegistry';
import { getActiveWalletClient } from '@/wallet/walletActions';
import { localized, t } from '@/i18n/runtime';
import type { ContractCall } from '../contracts';
import type { PreviewExpectation } from '../preview';
import type { BundleStep, CallStep, RecordedAs, StepContext, WritePlan } from './plan';
import { findRevert, type DecodedRevert } from './revert';

/** A step as recorded: `kind` says what the wallet was asked (a transaction, or calls). */
type SentStep = RecordedAs & {
  account: Address;
  chainId: number;
  kind: 'transaction' | 'calls';
  viaSafe: boolean;
};

const isHash = (id: string): id is Hash => /^0x[0-9a-fA-F]{64}$/.test(id);

/** Resolves with how the watch ended the record of `ref`. */
function outcomeOf(dispatch: AppDispatch, ref: TransactionRef): Promise<TransactionEnd> {
  return new Promise((resolve) => {
    const unsubscribe = dispatch(
      addListener({
        predicate: (action) =>
          (transactionConfirmed.match(action) || transactionFailed.match(action)) &&
          action.payload.hash === ref.hash &&
          action.payload.chainId === ref.chainId,
        effect: (action) => {
          unsubscribe();
          if (transactionConfirmed.match(action)) {
            resolve({ status: 'confirmed', hashes: action.payload.hashes ?? [] });
          } else if (transactionFailed.match(action)) {
            const { reason = 'failed', hashes = [] } = action.payload;
            resolve({ status: 'failed', reason, hashes });
          }
        },
      }),
    ) as unknown as () => void;
  });
}

/**
 * Records `sent` pending by the wallet's answer `id`: resolves to the hash the status line shows
 * (none for a Safe's) and, when `follow`, its end (listened for before the record is added). A
 * bundle id is hashed into a key (viem's keccak, loaded then).
 */
const recordSent =
  ({ account, chainId, kind, viaSafe, ...record }: SentStep, id: string, follow = true) =>
  async (
    dispatch: AppDispatch,
  ): Promise<{ shownHash: Hash | null; outcome?: Promise<TransactionEnd> }> => {
    const hash =
      (viaSafe || kind === 'transaction') && isHash(id)
        ? id
        : (await import('@/features/transactions/callsKey')).callsRecordKey(chainId, id);
    const ref = { account, chainId, hash };
    const outcome = follow ? outcomeOf(dispatch, ref) : undefined;
    const mode = viaSafe ? { safeTxHash: hash } : kind === 'calls' ? { callsId: id } : {};
    dispatch(addRecentTransaction({ ...ref, ...record, ...mode }));
    return { shownHash: viaSafe ? null : hash, ...(outcome ? { outcome } : {}) };
  };

export interface WriteOptions {
  /** A decoded custom error as a sentence (`describeWith(table)`); else `refusedUnknown`. */
  describeRevert?: (revert: DecodedRevert) => string | undefined;
  /** What the form previewed: once confirmed, the status compares the receipts with it. */
  expect?: PreviewExpectation;
}

export type WriteResult = Pick<WriteFlow, 'stage' | 'hash' | 'message'>;

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

/** Resolves to the flow's last stage (its current one, untouched, when it was busy already). */
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

    const { connection } = getState();
    const account = connection.account;
    const active = getActiveConnection();
    if (connection.status !== 'connected' || !account || !active) {
      return finish('failed', WRITE_MESSAGES.notConnected);
    }
    const viaSafe = active.connectorId === SAFE_CONNECTOR_ID;
    const wrongChain = () =>
      finish('failed', WRITE_MESSAGES.wrongChain(findChain(chainId)?.name ?? `chain ${chainId}`));
    if (connection.chain?.id !== chainId) return wrongChain();
    try {
      if ((await getChainId(active.provider)) !== chainId) return wrongChain();
    } catch (error) {
      return finish('failed', toWalletError(error).message);
    }

    /**
     * `send`, raced against a change of account, chain or connection (the step is abandoned, what
     * the wallet still sends recorded by `late`). A rejection, revert or other failure ends the
     * flow (the catalogue's sentence or `failedMessage`); an `isUnavailable` error skips the step.
     */
    async function askWallet<T>(
      send: () => Promise<T>,
      ask: {
        late?: (value: T) => unknown;
        isUnavailable?: (error: unknown) => boolean;
        failedMessage?: string;
      } = {},
    ): Promise<{ value: T } | WriteResult | 'unavailable'> {
      const connectionWatch = watchConnectionChange(dispatch, account!, chainId);
      try {
        const sending = send();
        const answer = await Promise.race([
          sending.then((value) => ({ value })),
          connectionWatch.changed.then(() => null),
        ]);
        if (answer !== null) return answer;
        if (ask.late) sending.then(ask.late).catch(() => undefined);
        return finish('failed', WRITE_MESSAGES.walletChanged);
      } catch (error) {
        if (isUserRejection(error)) return finish('rejected', WRITE_MESSAGES.rejected);
        if (ask.isUnavailable?.(error)) return 'unavailable';
        const revert = findRevert(error);
        if (revert) return finish('refused', refusal(revert));
        return finish('failed', ask.failedMessage ?? toWalletError(error).message);
      } finally {
        connectionWatch.stop();
      }
    }

    /**
     * Sends a step (`kind`: what the wallet answers), records it pending and waits for its end:
     * confirmed with the hash shown and its transactions, or `failed` (a Safe's rejection ends it).
     */
    async function sendRecorded(
      kind: SentStep['kind'],
      send: () => Promise<string>,
      record: RecordedAs,
      isUnavailable?: (error: unknown) => boolean,
    ) {
      const sent: SentStep = { account: account!, chainId, kind, viaSafe, ...record };
      const answer = await askWallet(send, {
        late: (id) => dispatch(recordSent(sent, id, false)),
        isUnavailable,
      });
      if (answer === 'unavailable' || 'stage' in answer) return answer;
      const { shownHash, outcome } = await dispatch(recordSent(sent, answer.value));
      show('pending', shownHash);
      const end = await outcome!;
      // One transaction carried it: the status line shows that one (a speed-up's, a Safe's
      // executed one); several (a bundle's): the record, which lists them.
      const shown = end.hashes.length === 1 ? end.hashes[0]! : shownHash;
      if (end.status === 'confirmed') return { shown, hashes: end.hashes };
      if (end.reason === 'cancelledInSafe') return finish('failed', WRITE_MESSAGES.rejectedInSafe);
      return { shown, failed: end };
    }

    async function runCall(step: CallStep, context: StepContext) {
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
        return revert
          ? finish('refused', refusal(revert))
          : finish('failed', WALLET_ERROR_MESSAGES.unknown);
      }
      show('confirming');
      const send = async () => {
        const wallet = await getActiveWalletClient(getState());
        return wallet.writeContract({
          ...(simulated.request as Parameters<typeof wallet.writeContract>[0]),
          account: account!,
          chain: wallet.chain ?? null,
        });
      };
      const sent = await sendRecorded('transaction', send, step.record);
      if (sent === 'unavailable' || 'stage' in sent || !sent.failed) return sent;
      const hash = sent.failed.hashes[0];
      const unmined =
        sent.failed.reason === 'notMined' ? WRITE_MESSAGES.notMined : WRITE_MESSAGES.reverted;
      if (!hash) return finish('failed', unmined, sent.shown);
      // Mined and reverted (e.g. the sale closed meanwhile): the same call at its block says why.
      let receipt: { status: string; blockNumber: bigint };
      try {
        receipt = await client.getTransactionReceipt({ hash });
      } catch (error) {
        const notMined = error instanceof Error && error.name === 'TransactionReceiptNotFoundError';
        return finish('failed', notMined ? WRITE_MESSAGES.notMined : WRITE_MESSAGES.reverted, hash);
      }
      if (receipt.status !== 'reverted') return finish('failed', WRITE_MESSAGES.notMined, hash);
      let reason: string | null = null;
      try {
        await client.simulateContract({
          ...request,
          blockNumber: receipt.blockNumber,
        } as typeof request);
      } catch (error) {
        const revert = findRevert(error);
        reason = revert ? (options.describeRevert?.(revert) ?? null) : null;
      }
      return finish('failed', reason ?? WRITE_MESSAGES.reverted, hash);
    }

    /** Calls as one bundle; 'unavailable' when the node or wallet cannot use it (nothing sent). */
    async function runBundle(step: BundleStep) {
      const bundles = await import('./bundles');
      const simulation = await bundles.simulateInSequence(chainId, account!, step.calls);
      if (simulation === 'unavailable') return 'unavailable';
      if (!simulation.ok) {
        return finish(
          'refused',
          simulation.revert ? refusal(simulation.revert) : WALLET_ERROR_MESSAGES.unknown,
        );
      }
      show('confirming');
      const send = async () =>
        bundles.sendBundle(await getActiveWalletClient(getState()), account!, chainId, step.calls);
      const sent = await sendRecorded('calls', send, step.record, bundles.isBundleUnsupported);
      if (sent === 'unavailable' || 'stage' in sent || !sent.failed) return sent;
      return finish('failed', step.failedMessage, sent.shown);
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
          const answer = await askWallet(() => step.sign(context), {
            isUnavailable: step.isUnsupported,
            failedMessage: step.failedMessage,
          });
          if (answer === 'unavailable') queue.splice(0, queue.length, ...step.otherwise);
          else if ('stage' in answer) return answer;
          else results[step.key] = answer.value;
          break;
        }
        case 'call':
        case 'bundle': {
          show('simulating');
          const ended = step.type === 'call' ? await runCall(step, context) : await runBundle(step);
          if (ended === 'unavailable') {
            // A bundle the node or wallet cannot use (nothing sent): its fallback instead.
            if (step.type === 'bundle') queue.splice(0, queue.length, ...step.otherwise);
          } else if ('stage' in ended) {
            return ended;
          } else {
            lastHash = ended.shown;
            mined.push(...ended.hashes);
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
