/**
 * EIP-5792 (wallet call bundles) as the wallet layer sees it: typed helpers over raw EIP-1193
 * requests for what must stay light (the capability check, a bundle's status: the watcher of
 * pending bundles starts with the store); its error codes are in `RPC_ERROR_CODES`. Sending a bundle goes
 * through viem's `sendCalls` in the staking feature's lazily loaded batch module. No viem here.
 */
import {
  hasRpcErrorCode,
  NOT_IMPLEMENTED_CODES,
  RPC_ERROR_CODES,
  rpcErrorCode,
  toHexChainId,
  type Eip1193Provider,
} from './eip1193';

/** The version of `wallet_sendCalls` the hub speaks. */
export const CALLS_VERSION = '2.0.0';

/**
 * The wallet's `atomic` capability on a chain: `supported` (it executes a bundle atomically),
 * `ready` (it can, after an upgrade it will offer, e.g. EIP-7702), or `unsupported` (it did
 * not say so, or cannot answer `wallet_getCapabilities` at all).
 */
export type AtomicCapability = 'supported' | 'ready' | 'unsupported';

/** Whether a bundle with `atomicRequired: true` may be sent to a wallet with this capability. */
export function canBatchAtomically(capability: AtomicCapability): boolean {
  return capability === 'supported' || capability === 'ready';
}

/** A wallet that cannot send a bundle as asked: no such method, a capability, the chain, its size, atomicity. */
const BUNDLE_REFUSED = new Set<number>([
  ...NOT_IMPLEMENTED_CODES,
  RPC_ERROR_CODES.unsupportedNonOptionalCapability,
  RPC_ERROR_CODES.unsupportedChainId,
  RPC_ERROR_CODES.bundleTooLarge,
  RPC_ERROR_CODES.atomicReadyUpgradeRejected,
  RPC_ERROR_CODES.atomicityNotSupported,
]);

/** The wallet does not implement the method (EIP-1193 4200, JSON-RPC -32601). */
export function isMethodUnsupported(error: unknown): boolean {
  const code = rpcErrorCode(error);
  return code !== undefined && NOT_IMPLEMENTED_CODES.has(code);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The `atomic` capability in a `wallet_getCapabilities` answer for `chainId`. The all-chains
 * entry `0x0` and the chain's own entry (keyed by hex id; some wallets use decimal) are merged,
 * the chain's fields winning. Both shapes are read: `atomic: { status }` (EIP-5792 as final)
 * and the older `atomicBatch: { supported: true }` that wallets such as the Safe Apps provider
 * still answer; `atomic`, when present, decides.
 */
export function atomicCapabilityOf(answer: unknown, chainId: number): AtomicCapability {
  if (!isRecord(answer)) return 'unsupported';
  const chainEntry = answer[toHexChainId(chainId)] ?? answer[String(chainId)];
  const merged: Record<string, unknown> = {
    ...(isRecord(answer['0x0']) ? answer['0x0'] : {}),
    ...(isRecord(chainEntry) ? chainEntry : {}),
  };
  if (isRecord(merged.atomic)) {
    const { status } = merged.atomic;
    return status === 'supported' || status === 'ready' ? status : 'unsupported';
  }
  if (isRecord(merged.atomicBatch) && merged.atomicBatch.supported === true) return 'supported';
  return 'unsupported';
}

// Per provider object (a new wallet object starts fresh), then per account and chain.
const capabilityCache = new WeakMap<Eip1193Provider, Map<string, Promise<AtomicCapability>>>();

/**
 * Asks the wallet (`wallet_getCapabilities`, no prompt) whether it executes call bundles
 * atomically for `account` on `chainId`. A wallet without the method (4200 / -32601) or with a
 * malformed answer has no batching. Definite answers are cached per provider, account and
 * chain; a failure for another reason (not authorised yet, a timeout) is not cached and reads
 * as no batching for now.
 */
export function getAtomicCapability(
  provider: Eip1193Provider,
  account: string,
  chainId: number,
): Promise<AtomicCapability> {
  let byKey = capabilityCache.get(provider);
  if (!byKey) {
    byKey = new Map();
    capabilityCache.set(provider, byKey);
  }
  const key = `${account.toLowerCase()}:${chainId}`;
  const cached = byKey.get(key);
  if (cached) return cached;
  const cache = byKey;
  const asked = provider
    .request({ method: 'wallet_getCapabilities', params: [account, [toHexChainId(chainId)]] })
    .then(
      (answer) => atomicCapabilityOf(answer, chainId),
      (error: unknown) => {
        if (!isMethodUnsupported(error)) cache.delete(key);
        return 'unsupported' as const;
      },
    );
  cache.set(key, asked);
  return asked;
}

/** What the hub makes of a bundle's status. */
export type CallsOutcome = 'pending' | 'confirmed' | 'failed';

/** A bundle's status as `wallet_getCallsStatus` reports it, checked. */
export interface CallsStatus {
  /** 100 pending, 200 confirmed, 400 failed off chain, 500 reverted, 600 partly reverted. */
  statusCode: number;
  outcome: CallsOutcome;
  /** Hashes of the transactions that carried the bundle, as far as the wallet reported them. */
  transactionHashes: `0x${string}`[];
}

const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

/**
 * Reads a `wallet_getCallsStatus` answer: 1xx pending, 2xx confirmed (unless a receipt says
 * reverted), 3xx to 6xx failed. The legacy strings `PENDING` / `CONFIRMED` of older wallets are
 * read too. Anything else throws (the watcher asks again later).
 */
export function parseCallsStatus(answer: unknown): CallsStatus {
  if (!isRecord(answer)) throw new TypeError('The wallet answered no call bundle status.');
  const raw = answer.status;
  const statusCode = raw === 'PENDING' ? 100 : raw === 'CONFIRMED' ? 200 : raw;
  if (
    typeof statusCode !== 'number' ||
    !Number.isInteger(statusCode) ||
    statusCode < 100 ||
    statusCode >= 700
  ) {
    throw new TypeError(`The wallet answered an unknown call bundle status: ${String(raw)}`);
  }
  const receipts = Array.isArray(answer.receipts) ? answer.receipts.filter(isRecord) : [];
  const transactionHashes = [
    ...new Set(
      receipts
        .map((receipt) => receipt.transactionHash)
        .filter(
          (hash): hash is `0x${string}` => typeof hash === 'string' && HASH_PATTERN.test(hash),
        ),
    ),
  ];
  let outcome: CallsOutcome;
  if (statusCode < 200) outcome = 'pending';
  else if (statusCode < 300) {
    // "Confirmed" with a reverted receipt is not a success, whatever the code says.
    outcome = receipts.some((receipt) => receipt.status === '0x0' || receipt.status === 'reverted')
      ? 'failed'
      : 'confirmed';
  } else outcome = 'failed';
  return { statusCode, outcome, transactionHashes };
}

/** `wallet_getCallsStatus` of bundle `id`, checked (see `parseCallsStatus`). */
export async function getCallsStatus(provider: Eip1193Provider, id: string): Promise<CallsStatus> {
  return parseCallsStatus(
    await provider.request({ method: 'wallet_getCallsStatus', params: [id] }),
  );
}

/** The wallet no longer knows the bundle (EIP-5792 5730): its status can never be learnt. */
export function isUnknownBundle(error: unknown): boolean {
  return rpcErrorCode(error) === RPC_ERROR_CODES.unknownBundleId;
}

/**
 * The wallet refused to send a bundle because it cannot do it as asked (atomically, on this
 * chain, with these capabilities) or at all: another approval method can still work.
 */
export function isBundleUnsupported(error: unknown): boolean {
  return hasRpcErrorCode(error, BUNDLE_REFUSED);
}
