/**
 * What the hub knows of a Safe without loading the Safe Apps SDK: whether it runs as a Safe App
 * (framed by the Safe web app), the connector's id, and how to read a Safe transaction's status
 * as the Safe reports it (`getTxBySafeTxHash`). Light on purpose: the restore, the transaction
 * watch and the write executor import it; the SDK itself loads in `safe.ts`, on demand.
 */
import { SAFE_WEB_APP_ORIGINS } from '@/config/safeOrigins';

/** The connector id of the Safe (`WALLET_METADATA.safe.id`). */
export const SAFE_CONNECTOR_ID = 'safe';

/** A Safe app runs in an iframe of the Safe web app; anywhere else there is no Safe to reach. */
export function isInSafeFrame(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/** The origin of the page that frames the hub, as far as the browser tells; null when unknown. */
function framingOrigin(): string | null {
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * The hub is framed by the Safe web app (one of `SAFE_WEB_APP_ORIGINS`): it then connects to the
 * Safe by itself. The SDK checks every message's origin again; this only decides whether to ask.
 */
export function isFramedBySafeApp(): boolean {
  if (!isInSafeFrame()) return false;
  const origin = framingOrigin();
  return origin !== null && (SAFE_WEB_APP_ORIGINS as readonly string[]).includes(origin);
}

/**
 * A Safe transaction as the hub follows it:
 * - `awaiting`: queued in the Safe, waiting for owners' confirmations or for its execution;
 * - `executed`: executed on chain (`executedHash`), its receipt still to be read;
 * - `failed`: executed and reverted inside the Safe;
 * - `cancelled`: rejected or replaced in the Safe (another transaction took its nonce).
 */
export type SafeTransactionState = 'awaiting' | 'executed' | 'failed' | 'cancelled';

export interface SafeTransactionStatus {
  state: SafeTransactionState;
  /** Owners' confirmations so far, where the Safe says (multisig transactions). */
  confirmations?: number;
  /** Confirmations the Safe needs (its threshold when the transaction was proposed). */
  confirmationsRequired?: number;
  /** The on-chain transaction that executed it, once there is one. */
  executedHash?: `0x${string}`;
}

const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) >= 0;

/**
 * Reads a `getTxBySafeTxHash` answer (the Safe Client Gateway's transaction details):
 * AWAITING_CONFIRMATIONS / AWAITING_EXECUTION → awaiting, with `confirmations.length` of
 * `confirmationsRequired` from `detailedExecutionInfo`; SUCCESS with a transaction hash →
 * executed (without one, still awaiting: the execution is on its way); FAILED → failed;
 * CANCELLED → cancelled. Anything else throws (the watch asks again later).
 */
export function parseSafeTransaction(details: unknown): SafeTransactionStatus {
  if (!isRecord(details)) throw new TypeError('The Safe answered no transaction.');
  const { txStatus, txHash, detailedExecutionInfo } = details;
  const executedHash =
    typeof txHash === 'string' && HASH_PATTERN.test(txHash) ? (txHash as `0x${string}`) : undefined;
  const progress: Pick<SafeTransactionStatus, 'confirmations' | 'confirmationsRequired'> = {};
  if (isRecord(detailedExecutionInfo)) {
    const { confirmations, confirmationsRequired } = detailedExecutionInfo;
    if (Array.isArray(confirmations)) progress.confirmations = confirmations.length;
    if (isCount(confirmationsRequired) && confirmationsRequired > 0) {
      progress.confirmationsRequired = confirmationsRequired;
    }
  }
  switch (txStatus) {
    case 'AWAITING_CONFIRMATIONS':
    case 'AWAITING_EXECUTION':
      return { state: 'awaiting', ...progress };
    case 'SUCCESS':
      return executedHash
        ? { state: 'executed', ...progress, executedHash }
        : { state: 'awaiting', ...progress };
    case 'FAILED':
      return { state: 'failed', ...progress, ...(executedHash ? { executedHash } : {}) };
    case 'CANCELLED':
      return { state: 'cancelled', ...progress };
    default:
      throw new TypeError(`The Safe answered an unknown transaction status: ${String(txStatus)}`);
  }
}
