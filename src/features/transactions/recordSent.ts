/**
 * How a wallet's answer to a write is recorded in Recent Transactions, which decides the mode of
 * the watch that follows it (`watch.ts`): a chain transaction hash; an EIP-5792 bundle id (keyed
 * by a hash of it); from a Safe, either is a Safe transaction hash. The executor passes what the
 * wallet answered and gets back the record's key and, once the watch ends it, its outcome.
 */
import { addListener } from '@reduxjs/toolkit';
import type { Address, Hash } from 'viem';
import type { AppDispatch } from '@/app/store';
import { SAFE_CONNECTOR_ID } from '@/wallet/connectors/safeApp';
import type { ActiveConnection } from '@/wallet/providerRegistry';
import {
  addRecentTransaction,
  transactionConfirmed,
  transactionFailed,
  type TransactionEnd,
  type TransactionIntent,
  type TransactionRef,
} from './slice';

export interface SentAnswer {
  account: Address;
  chainId: number;
  /** What was asked: one transaction (`eth_sendTransaction`) or a bundle (`wallet_sendCalls`). */
  kind: 'transaction' | 'calls';
  /** The wallet's answer: a transaction hash or a bundle id. */
  id: string;
  /** The connection that answered (a Safe answers with Safe transaction hashes). */
  connection: Pick<ActiveConnection, 'connectorId'>;
  description: string;
  intent: TransactionIntent;
}

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

/** Records `sent` pending; with `follow`, listens for its outcome first. */
async function record(dispatch: AppDispatch, sent: SentAnswer, follow: boolean) {
  const { account, chainId, kind, id, description, intent } = sent;
  const viaSafe = sent.connection.connectorId === SAFE_CONNECTOR_ID;
  const hash =
    (viaSafe || kind === 'transaction') && isHash(id)
      ? id
      : (await import('./callsKey')).callsRecordKey(chainId, id);
  const ref = { account, chainId, hash };
  const outcome = follow ? outcomeOf(dispatch, ref) : null;
  dispatch(
    addRecentTransaction({
      ...ref,
      description,
      intent,
      ...(viaSafe ? { safeTxHash: hash } : kind === 'calls' ? { callsId: id } : {}),
    }),
  );
  // A Safe transaction is on no explorer; a bundle's key shows its transactions once reported.
  return { ref, shownHash: viaSafe ? null : hash, outcome };
}

export interface SentRecord {
  ref: TransactionRef;
  /** What the write's status line carries while it is pending. */
  shownHash: Hash | null;
  /** How the watch ends the record: confirmed or failed, with the transactions that carried it. */
  outcome: Promise<TransactionEnd>;
}

/** Records `sent` pending in Recent Transactions, watched to its end (a late answer: `recordLate`). */
export const recordSent =
  (sent: SentAnswer) =>
  async (dispatch: AppDispatch): Promise<SentRecord> =>
    (await record(dispatch, sent, true)) as SentRecord;

/** Records an answer that came after the write was abandoned: watched, nobody waiting for it. */
export const recordLate = (sent: SentAnswer) => async (dispatch: AppDispatch) => {
  await record(dispatch, sent, false);
};
