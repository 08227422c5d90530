/**
 * A wallet's answer to a write recorded in Recent Transactions, which decides the watch's mode: a
 * transaction hash; an EIP-5792 bundle id (keyed by a hash of it); from a Safe, a Safe transaction
 * hash.
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
  /** What was asked: `eth_sendTransaction` or `wallet_sendCalls`. */
  kind: 'transaction' | 'calls';
  /** The wallet's answer: a transaction hash or a bundle id. */
  id: string;
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

/**
 * Records `sent` pending, watched to its end. Resolves to the hash the status line shows meanwhile
 * (none for a Safe transaction) and, when `follow`, how the watch ends it (listened for before
 * the record is added). A bundle id is hashed into a key (viem's keccak, loaded then).
 */
export const recordSent =
  (sent: SentAnswer, follow = true) =>
  async (
    dispatch: AppDispatch,
  ): Promise<{ shownHash: Hash | null; outcome?: Promise<TransactionEnd> }> => {
    const { account, chainId, kind, id, description, intent } = sent;
    const viaSafe = sent.connection.connectorId === SAFE_CONNECTOR_ID;
    const hash =
      (viaSafe || kind === 'transaction') && isHash(id)
        ? id
        : (await import('./callsKey')).callsRecordKey(chainId, id);
    const ref = { account, chainId, hash };
    const outcome = follow ? outcomeOf(dispatch, ref) : undefined;
    const mode = viaSafe ? { safeTxHash: hash } : kind === 'calls' ? { callsId: id } : {};
    dispatch(addRecentTransaction({ ...ref, description, intent, ...mode }));
    return { shownHash: viaSafe ? null : hash, ...(outcome ? { outcome } : {}) };
  };
