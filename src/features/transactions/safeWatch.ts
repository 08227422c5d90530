/**
 * The Safe mode of the one watch (`watch.ts`): a transaction sent through a Safe is a Safe
 * transaction hash, on no chain until enough owners have confirmed it and one has executed it.
 * It is followed through the Safe (`getTxBySafeTxHash`), then by the hash that executed it.
 */
import type { RootState } from '@/app/store';
import { SAFE_STATUS_POLL_INTERVAL_MS } from '@/config/constants';
import type { SafeTransactionStatus } from '@/wallet/connectors/safeApp';
import { SAFE_CONNECTOR_ID } from '@/wallet/connectors/safeApp';
import { getActiveConnection } from '@/wallet/providerRegistry';
import {
  safeTransactionCancelled,
  safeTransactionExecuted,
  safeTransactionProgressed,
  isSafeRecord,
  type RecentTransaction,
} from './slice';
import { endOf, type FollowHash, type WatchMode } from './watch';

/** Asks the Safe about one Safe transaction. */
export type AskSafe = (safeTxHash: string) => Promise<SafeTransactionStatus>;

/**
 * The Safe to ask about a transaction of `account`: the live connection while it is the Safe
 * with that account (after a reload, once the connection is restored), else none.
 */
export type SafeLookup = (state: RootState, account: string) => AskSafe | null;

export const activeSafeFor: SafeLookup = (state, account) => {
  const active = getActiveConnection();
  const { status, account: connected } = state.connection;
  if (
    active?.connectorId !== SAFE_CONNECTOR_ID ||
    status !== 'connected' ||
    connected?.toLowerCase() !== account.toLowerCase()
  ) {
    return null;
  }
  return async (safeTxHash) =>
    (await import('@/wallet/connectors/safe')).getSafeTransaction(safeTxHash);
};

export interface SafeWatchTiming {
  /** Between two questions while the Safe holds the transaction (or no Safe is there to ask). */
  pollIntervalMs: number;
  /** After the Safe failed to answer. */
  retryDelayMs: number;
}

const DEFAULT_TIMING: SafeWatchTiming = {
  pollIntervalMs: SAFE_STATUS_POLL_INTERVAL_MS,
  retryDelayMs: SAFE_STATUS_POLL_INTERVAL_MS,
};

const sameProgress = (record: RecentTransaction, status: SafeTransactionStatus) =>
  (status.confirmations === undefined || status.confirmations === record.confirmations) &&
  (status.confirmationsRequired === undefined ||
    status.confirmationsRequired === record.confirmationsRequired);

/**
 * A Safe transaction, asked about through the Safe:
 * - awaiting confirmations or execution → pending (never failed while the Safe holds it), its
 *   confirmations (k of n) kept with the record; asked again after `pollIntervalMs`;
 * - executed → its hash kept with the record and followed on chain (`followHash`) to confirmed
 *   (with its block, checked for a reorganisation; gone, the executed hash is followed again)
 *   or failed; a reload resumes from that hash;
 * - failed in the Safe (executed, reverted) → failed; rejected or replaced in the Safe → failed,
 *   marked cancelled;
 * - the Safe did not answer → asked again after `retryDelayMs`;
 * - no Safe connected with the record's account (a reload before the restore) → pending, asked
 *   about once that Safe is back.
 */
export function createSafeMode(
  followHash: FollowHash,
  lookup: SafeLookup = activeSafeFor,
  timing: SafeWatchTiming = DEFAULT_TIMING,
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
          api.dispatch(
            safeTransactionProgressed({
              ...ref,
              confirmations: status.confirmations,
              confirmationsRequired: status.confirmationsRequired,
            }),
          );
          known = { ...known, ...status };
        }
        switch (status.state) {
          case 'awaiting':
            await api.delay(timing.pollIntervalMs);
            break;
          case 'cancelled':
            api.dispatch(safeTransactionCancelled(ref));
            return { status: 'failed', reason: 'cancelledInSafe', hashes: [] };
          case 'failed':
            if (!status.executedHash) return { status: 'failed', reason: 'failed', hashes: [] };
            api.dispatch(safeTransactionExecuted({ ...ref, executedHash: status.executedHash }));
            return { status: 'failed', reason: 'reverted', hashes: [status.executedHash] };
          case 'executed':
            executedHash = status.executedHash!;
            api.dispatch(safeTransactionExecuted({ ...ref, executedHash }));
            break;
        }
      }
      try {
        const outcome = await followHash(
          { ...ref, hash: executedHash },
          undefined,
          () => undefined,
          signal,
        );
        // Its block kept: the watch checks it for a reorganisation as a hash's.
        return outcome && endOf(outcome);
      } catch {
        // The chain is not configured in this build: the record stays pending.
        return null;
      }
    },
  };
}
