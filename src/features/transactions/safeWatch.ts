/**
 * The watch's Safe mode: a Safe transaction hash is on no chain until enough owners confirmed it
 * and one executed it; followed through the Safe (`getTxBySafeTxHash`), then by the executed hash.
 */
import type { RootState } from '@/app/store';
import { SAFE_STATUS_POLL_INTERVAL_MS } from '@/config/constants';
import { SAFE_CONNECTOR_ID, type SafeTransactionStatus } from '@/wallet/connectors/safeApp';
import { safeTransactionProgressed, isSafeRecord, type RecentTransaction } from './slice';
import { connectionOf, endByHash, type FollowHash, type PollTiming, type WatchMode } from './watch';

export type AskSafe = (safeTxHash: string) => Promise<SafeTransactionStatus>;

/** The Safe to ask about a transaction of `account`: the live connection while it is that Safe. */
const activeSafeFor = (state: RootState, account: string): AskSafe | null =>
  connectionOf(state, account)?.connectorId === SAFE_CONNECTOR_ID
    ? async (safeTxHash) =>
        (await import('@/wallet/connectors/safe')).getSafeTransaction(safeTxHash)
    : null;

const sameProgress = (record: RecentTransaction, status: SafeTransactionStatus) =>
  (status.confirmations === undefined || status.confirmations === record.confirmations) &&
  (status.confirmationsRequired === undefined ||
    status.confirmationsRequired === record.confirmationsRequired);

/**
 * A Safe transaction, asked about through the Safe connected with its account (none, as after a
 * reload before the restore, keeps it pending):
 * - awaiting → pending (never failed while the Safe holds it), its k of n confirmations kept;
 *   asked again after `pollIntervalMs` (no answer: `retryDelayMs`);
 * - executed → its hash kept (a reload resumes from it), followed on chain, rechecked as a hash's;
 * - failed in the Safe → failed; rejected or replaced in the Safe → failed, marked cancelled.
 */
export function createSafeMode(
  followHash: FollowHash,
  lookup: (state: RootState, account: string) => AskSafe | null = activeSafeFor,
  timing: PollTiming = {
    pollIntervalMs: SAFE_STATUS_POLL_INTERVAL_MS,
    retryDelayMs: SAFE_STATUS_POLL_INTERVAL_MS,
  },
): WatchMode {
  return {
    follows: isSafeRecord,
    async follow(ref, record, api, signal) {
      const safeTxHash = record.safeTxHash!;
      let executedHash = record.executedHash;
      let known = record;
      while (executedHash === undefined) {
        if (signal.aborted) return null;
        const ask = lookup(api.getState(), ref.account);
        if (!ask) {
          await api.delay(timing.pollIntervalMs);
          continue;
        }
        let status: SafeTransactionStatus;
        try {
          status = await ask(safeTxHash);
        } catch {
          await api.delay(timing.retryDelayMs);
          continue;
        }
        if (signal.aborted) return null;
        if (!sameProgress(known, status)) {
          const { confirmations, confirmationsRequired } = status;
          api.dispatch(safeTransactionProgressed({ ...ref, confirmations, confirmationsRequired }));
          known = { ...known, ...status };
        }
        switch (status.state) {
          case 'awaiting':
            await api.delay(timing.pollIntervalMs);
            break;
          case 'cancelled':
            api.dispatch(safeTransactionProgressed({ ...ref, safeCancelled: true }));
            return { status: 'failed', reason: 'cancelledInSafe', hashes: [] };
          case 'failed':
            if (!status.executedHash) return { status: 'failed', reason: 'failed', hashes: [] };
            api.dispatch(safeTransactionProgressed({ ...ref, executedHash: status.executedHash }));
            return { status: 'failed', reason: 'reverted', hashes: [status.executedHash] };
          case 'executed':
            executedHash = status.executedHash!;
            api.dispatch(safeTransactionProgressed({ ...ref, executedHash }));
            break;
        }
      }
      return endByHash(followHash, { ...ref, hash: executedHash }, signal);
    },
  };
}
