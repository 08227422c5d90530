/** What the hub knows of a Safe without loading the Safe Apps SDK (`safe.ts`, on demand). */
import { SAFE_WEB_APP_ORIGINS } from '@/config/safeOrigins';
import { isRecord } from '../eip1193';

/** `WALLET_METADATA.safe.id`. */
export const SAFE_CONNECTOR_ID = 'safe';

/** A Safe app runs in an iframe of the Safe web app; anywhere else there is no Safe to reach. */
export function isInSafeFrame(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/** As far as the browser tells. */
function framingOrigin(): string | null {
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/** The SDK checks every message's origin again; this only decides whether to ask. */
export function isFramedBySafeApp(): boolean {
  if (!isInSafeFrame()) return false;
  const origin = framingOrigin();
  return origin !== null && (SAFE_WEB_APP_ORIGINS as readonly string[]).includes(origin);
}

export interface SafeTransactionStatus {
  /** `failed`: reverted inside the Safe; `cancelled`: rejected, or its nonce taken. */
  state: 'awaiting' | 'executed' | 'failed' | 'cancelled';
  /** Owners' confirmations so far, of the threshold, where the Safe says. */
  confirmations?: number;
  confirmationsRequired?: number;
  executedHash?: `0x${string}`;
}

const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) >= 0;

/**
 * A `getTxBySafeTxHash` answer (the Safe Client Gateway's). SUCCESS without a hash is still
 * awaiting (the execution is on its way); an unknown status throws (the watch asks again).
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
