/**
 * EIP-5792 (wallet call bundles) in the wallet layer: what the hub makes of viem's actions
 * (`getCapabilities`, `getCallsStatus`; `sendCalls` in the write pipeline's bundle step) on a bare
 * viem client over the wallet's EIP-1193 provider. No viem here: each action loads with its first
 * call (`eip5792Capabilities.ts`, `eip5792Status.ts`), so the first view's listener chunk, whose
 * watch may import this module, lists no viem chunk. Its error codes are in `RPC_ERROR_CODES`.
 */
import {
  hasRpcErrorCode,
  NOT_IMPLEMENTED_CODES,
  RPC_ERROR_CODES,
  rpcErrorCode,
  type Eip1193Provider,
} from './eip1193';

/** The version of `wallet_sendCalls` the hub speaks. */
export const CALLS_VERSION = '2.0.0';

/**
 * The wallet's `atomic` capability on a chain: `supported` (it executes a bundle atomically),
 * `ready` (it can, after upgrading the account, e.g. under EIP-7702, which it asks for with the
 * bundle), or `unsupported` (it said so, said nothing, or cannot answer `wallet_getCapabilities`).
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

/**
 * The wallet refused to send a bundle because it cannot do it as asked (atomically, on this
 * chain, with these capabilities) or at all: another approval method can still work.
 */
export function isBundleUnsupported(error: unknown): boolean {
  return hasRpcErrorCode(error, BUNDLE_REFUSED);
}

/** The wallet no longer knows the bundle (EIP-5792 5730): its status can never be learnt. */
export function isUnknownBundle(error: unknown): boolean {
  return rpcErrorCode(error) === RPC_ERROR_CODES.unknownBundleId;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The `atomic` capability for `chainId` in capabilities keyed by chain id (as viem's
 * `getCapabilities` returns them: `0x0`, hex and decimal keys read as numbers). The all-chains
 * entry `0` and the chain's own entry are merged, the chain's fields winning. Both shapes are
 * read: `atomic: { status }` (EIP-5792 as final) and the older `atomicBatch: { supported: true }`
 * that wallets such as the Safe Apps provider still answer; `atomic`, when present, decides.
 */
export function atomicCapabilityOf(
  capabilities: Record<number, unknown>,
  chainId: number,
): AtomicCapability {
  const all = capabilities[0];
  const own = capabilities[chainId];
  const merged: Record<string, unknown> = {
    ...(isRecord(all) ? all : {}),
    ...(isRecord(own) ? own : {}),
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
 * Asks the wallet (`wallet_getCapabilities` through viem's `getCapabilities`, no prompt) whether
 * it executes call bundles atomically for `account` on `chainId`. The wallet is asked for every
 * chain it knows (no filter), so that its all-chains entry `0x0` is seen beside the chain's. A
 * wallet without the method (4200 / -32601) has no batching. Definite answers are cached per
 * provider, account and chain (`ready` is not: the account's upgrade changes it); a failure for
 * another reason (not authorised yet, a timeout, a malformed answer) is not cached and reads as
 * no batching for now.
 */
export function getAtomicCapability(
  provider: Eip1193Provider,
  account: `0x${string}`,
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
  const asked = import('./eip5792Capabilities')
    .then(({ readCapabilities }) => readCapabilities(provider, account))
    .then(
      (capabilities) => {
        const capability = atomicCapabilityOf(capabilities, chainId);
        // `ready` lasts until the wallet upgrades the account (with its first bundle): asked again.
        if (capability === 'ready') cache.delete(key);
        return capability;
      },
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
 * The status of bundle `id` (viem's `getCallsStatus`: 1xx pending, 2xx success, 3xx to 6xx
 * failure; the legacy `PENDING` / `CONFIRMED` of older wallets read as 100 / 200). A success
 * with a reverted receipt is a failure. An unknown status or a malformed answer throws (the
 * watch asks again later), as does a wallet error (`isUnknownBundle` tells the final one).
 */
export async function getCallsStatus(provider: Eip1193Provider, id: string): Promise<CallsStatus> {
  const { readCallsStatus } = await import('./eip5792Status');
  const { status, statusCode, receipts = [] } = await readCallsStatus(provider, id);
  if (status === undefined) {
    throw new TypeError(`The wallet answered an unknown call bundle status: ${String(statusCode)}`);
  }
  const transactionHashes = [
    ...new Set(
      receipts
        .map((receipt) => receipt.transactionHash)
        .filter(
          (hash): hash is `0x${string}` => typeof hash === 'string' && HASH_PATTERN.test(hash),
        ),
    ),
  ];
  const outcome: CallsOutcome =
    status === 'pending'
      ? 'pending'
      : status === 'success' && !receipts.some((receipt) => receipt.status === 'reverted')
        ? 'confirmed'
        : 'failed';
  return { statusCode, outcome, transactionHashes };
}
