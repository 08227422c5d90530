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
 * busy a second request is ignored, so a double click never sends twice. The executor knows no
 * kind of wallet: what the wallet answered is recorded by Recent Transactions (`recordSent`),
 * whose watch follows it by the mode the answer calls for (a transaction hash, an EIP-5792 bundle
 * id, a Safe transaction) and ends it with the chain transactions that carried it.
 */
import type { Hash } from 'viem';
import type { AppDispatch, RootState } from '@/app/store';
import { findChain } from '@/config/chains';
import { isBusyStage, writeStageChanged, type WriteStage } from '@/features/transactions/flowSlice';
import { recordSent, type SentAnswer } from '@/features/transactions/recordSent';
import type { TransactionEnd } from '@/features/transactions/slice';
import { explainMinedFailure, watchConnectionChange } from '@/features/transactions/writeGuards';
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

/** How a sent step ended confirmed: what its status line shows, the transactions that carried it. */
interface Ended {
  shown: Hash | null;
  hashes: Hash[];
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
    try {
      if ((await getChainId(active.provider)) !== chainId) return wrongChain();
    } catch (error) {
      // The catalogue's sentence for a known wallet error; the generic one (cause logged) otherwise.
      return finish('failed', toWalletError(error).message);
    }

    /**
     * Asks the wallet (`send`: a transaction, a bundle, a signature), raced against a change of
     * account, chain or connection: then the step is abandoned, and whatever the wallet still
     * sends is recorded for its sender (`late`). A rejection, a revert and any other failure end
     * the flow with the catalogue's sentence (or `failedMessage`); `isUnavailable` errors leave
     * the step unused instead.
     */
    async function askWallet<T>(
      send: () => Promise<T>,
      {
        late,
        isUnavailable = () => false,
        failedMessage,
      }: {
        late?: (value: T) => unknown;
        isUnavailable?: (error: unknown) => boolean;
        failedMessage?: string;
      } = {},
    ): Promise<WalletAnswer<T>> {
      const connectionWatch = watchConnectionChange(dispatch, account!, chainId);
      try {
        const sending = send();
        const answer = await Promise.race([
          sending.then((value) => ({ value })),
          connectionWatch.changed.then(() => null),
        ]);
        if (answer === null) {
          if (late) sending.then(late).catch(() => undefined);
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
        const message = failedMessage ?? toWalletError(error).message;
        return { ok: false, result: { stage: 'failed', message } };
      } finally {
        connectionWatch.stop();
      }
    }

    /** What the wallet answered (`id`), as Recent Transactions records it. */
    const answered = (kind: SentAnswer['kind'], id: string, recorded: RecordedAs): SentAnswer => ({
      account: account!,
      chainId,
      kind,
      id,
      connection: active!,
      ...recorded,
    });
    const recordLater = (kind: SentAnswer['kind'], recorded: RecordedAs) => (id: string) =>
      dispatch(recordSent(answered(kind, id, recorded), false));

    /** Records a sent step as pending and waits for its end. */
    async function follow(sent: SentAnswer): Promise<{ end: TransactionEnd; shown: Hash | null }> {
      const { shownHash, outcome } = await dispatch(recordSent(sent));
      show('pending', shownHash);
      const end = await outcome!;
      // One transaction carried it: the status line shows that one (a speed-up's, a Safe's
      // executed one); several (a bundle's): the record, which lists them.
      return { end, shown: end.hashes.length === 1 ? end.hashes[0]! : shownHash };
    }

    /** One contract call: simulate, ask, record, watch. The hashes that carried it when it ended confirmed. */
    async function runCall(step: CallStep, context: StepContext): Promise<WriteResult | Ended> {
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
        { late: recordLater('transaction', step.record) },
      );
      if (!answer.ok) {
        return 'result' in answer
          ? finish(answer.result.stage, answer.result.message)
          : finish('failed', WALLET_ERROR_MESSAGES.unknown);
      }
      const { end, shown } = await follow(answered('transaction', answer.value, step.record));
      if (end.status === 'confirmed') return { shown, hashes: end.hashes };
      if (end.reason === 'cancelledInSafe') return finish('failed', WRITE_MESSAGES.rejectedInSafe);
      const hash = end.hashes[0];
      if (!hash) {
        const message =
          end.reason === 'notMined' ? WRITE_MESSAGES.notMined : WRITE_MESSAGES.reverted;
        return finish('failed', message, shown);
      }
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

    /** Calls as one bundle: the hashes that carried it when confirmed; 'unavailable' when it cannot be used (nothing was sent). */
    async function runBundle(step: BundleStep): Promise<WriteResult | Ended | 'unavailable'> {
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
      const answer = await askWallet(
        async () =>
          bundles.sendBundle(
            await getActiveWalletClient(getState()),
            account!,
            chainId,
            step.calls,
          ),
        { late: recordLater('calls', step.record), isUnavailable: bundles.isBundleUnsupported },
      );
      if (!answer.ok) {
        return 'result' in answer
          ? finish(answer.result.stage, answer.result.message)
          : 'unavailable';
      }
      const { end, shown } = await follow(answered('calls', answer.value, step.record));
      if (end.status === 'confirmed') return { shown, hashes: end.hashes };
      if (end.reason === 'cancelledInSafe') return finish('failed', WRITE_MESSAGES.rejectedInSafe);
      return finish('failed', step.failedMessage, shown);
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
          if (answer.ok) results[step.key] = answer.value;
          else if ('result' in answer) return finish(answer.result.stage, answer.result.message);
          else queue.splice(0, queue.length, ...step.otherwise);
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
