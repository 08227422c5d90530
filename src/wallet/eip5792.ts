/**
 * EIP-5792 (wallet call bundles): what the hub makes of viem's `getCapabilities` and
 * `getCallsStatus`, each loaded with its first call, so the first view's listener chunk (whose
 * watch may import this module) lists no viem chunk.
 */
import {
  hasRpcErrorCode,
  isRecord,
  NOT_IMPLEMENTED_CODES,
  RPC_ERROR_CODES,
  rpcErrorCode,
  type Eip1193Provider,
} from './eip1193';

/** The version of `wallet_sendCalls` the hub speaks. */
export const CALLS_VERSION = '2.0.0';

/** `ready`: atomic after the wallet upgrades the account (EIP-7702), asked with the bundle. */
export type AtomicCapability = 'supported' | 'ready' | 'unsupported';

/** The wallet cannot send a bundle as asked: the method, a capability, the chain, its size… */
const BUNDLE_REFUSED = new Set<number>([
  ...NOT_IMPLEMENTED_CODES,
  RPC_ERROR_CODES.unsupportedNonOptionalCapability,
  RPC_ERROR_CODES.unsupportedChainId,
  RPC_ERROR_CODES.bundleTooLarge,
  RPC_ERROR_CODES.atomicReadyUpgradeRejected,
  RPC_ERROR_CODES.atomicityNotSupported,
]);

export function isMethodUnsupported(error: unknown): boolean {
  const code = rpcErrorCode(error);
  return code !== undefined && NOT_IMPLEMENTED_CODES.has(code);
}

/** The wallet cannot send the bundle as asked: another approval method can still work. */
export function isBundleUnsupported(error: unknown): boolean {
  return hasRpcErrorCode(error, BUNDLE_REFUSED);
}

/** The wallet no longer knows the bundle (EIP-5792 5730): its status can never be learnt. */
export function isUnknownBundle(error: unknown): boolean {
  return rpcErrorCode(error) === RPC_ERROR_CODES.unknownBundleId;
}

/**
 * The all-chains entry `0` merged under the chain's own. `atomic: { status }` (EIP-5792 final)
 * decides when present, else the older `atomicBatch: { supported }` (the Safe Apps provider's).
 */
function atomicCapabilityOf(capabilities: Record<number, unknown>, chainId: number) {
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
 * The wallet's `atomic` capability for `account` on `chainId` (no prompt), cached per provider,
 * account and chain except `ready` (the upgrade changes it) and a failure other than a missing
 * method (it reads as unsupported).
 */
export function getAtomicCapability(
  provider: Eip1193Provider,
  account: `0x${string}`,
  chainId: number,
): Promise<AtomicCapability> {
  const cache = capabilityCache.get(provider) ?? new Map<string, Promise<AtomicCapability>>();
  capabilityCache.set(provider, cache);
  const key = `${account.toLowerCase()}:${chainId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const asked = import('./eip5792Capabilities')
    .then(({ readCapabilities }) => readCapabilities(provider, account))
    .then(
      (capabilities) => {
        const capability = atomicCapabilityOf(capabilities, chainId);
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

export interface CallsStatus {
  /** 100 pending, 200 confirmed, 400 failed off chain, 500 reverted, 600 partly reverted. */
  statusCode: number;
  outcome: 'pending' | 'confirmed' | 'failed';
  /** Of the transactions that carried the bundle, as far as the wallet reported them. */
  transactionHashes: `0x${string}`[];
}

const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

/**
 * The status of bundle `id`; a success with a reverted receipt is a failure. An unknown status
 * throws (the watch asks again), as does a wallet error (`isUnknownBundle` tells the final one).
 */
export async function getCallsStatus(provider: Eip1193Provider, id: string): Promise<CallsStatus> {
  const { readCallsStatus } = await import('./eip5792Status');
  const { status, statusCode, receipts = [] } = await readCallsStatus(provider, id);
  if (status === undefined) {
    throw new TypeError(`The wallet answered an unknown call bundle status: ${String(statusCode)}`);
  }
  const hashes = receipts.map((receipt) => receipt.transactionHash);
  const transactionHashes = [...new Set(hashes.filter((hash) => HASH_PATTERN.test(String(hash))))];
  const outcome: CallsStatus['outcome'] =
    status === 'pending'
      ? 'pending'
      : status === 'success' && !receipts.some((receipt) => receipt.status === 'reverted')
        ? 'confirmed'
        : 'failed';
  return { statusCode, outcome, transactionHashes };
}
