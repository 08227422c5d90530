/**
 * EIP-1193 (and EIP-1474 / EIP-3326 / EIP-3085 / EIP-6963) as the wallet layer sees it: the
 * provider interface, the standard error codes, and small request helpers. Nothing here imports
 * viem, so the initial bundle can talk to an injected wallet without it.
 */

/** Arguments of `provider.request`. */
export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | Record<string, unknown>;
}

/** Listener signatures of the provider events the hub subscribes to. */
export interface Eip1193EventMap {
  accountsChanged: (accounts: string[]) => void;
  chainChanged: (chainId: string) => void;
  disconnect: (error?: unknown) => void;
  connect: (info: { chainId: string }) => void;
  message: (message: { type: string; data: unknown }) => void;
  display_uri: (uri: string) => void;
}

export type Eip1193EventName = keyof Eip1193EventMap;

/** The part of an EIP-1193 provider the hub relies on. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
}

/** Flags injected wallets set on `window.ethereum` (and on each entry of `providers`). */
export interface InjectedProvider extends Eip1193Provider {
  isMetaMask?: boolean;
  isRainbow?: boolean;
  isBraveWallet?: boolean;
  isCoinbaseWallet?: boolean;
  /** Some extensions inject several providers at once (multi-injection). */
  providers?: InjectedProvider[];
}

/** EIP-6963 provider info (all of it serializable). */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider';

/** Standard error codes of EIP-1193, EIP-1474 and EIP-5792 that the wallet layer distinguishes. */
export const RPC_ERROR_CODES = {
  /** EIP-1193: the user rejected the request. */
  userRejectedRequest: 4001,
  /** EIP-1193: the requested method or account has not been authorised by the user. */
  unauthorized: 4100,
  /** EIP-1193: the provider does not support the requested method. */
  unsupportedMethod: 4200,
  /** EIP-1193: the provider is disconnected from all chains. */
  disconnected: 4900,
  /** EIP-1193: the provider is not connected to the requested chain. */
  chainDisconnected: 4901,
  /** EIP-3326: the wallet does not know the chain (add it first). */
  unrecognizedChain: 4902,
  /** EIP-1474: a request of this kind is already pending in the wallet. */
  resourceUnavailable: -32002,
  /** JSON-RPC: method not found. */
  methodNotFound: -32601,
  /** EIP-5792: the wallet does not support a capability the bundle requires. */
  unsupportedNonOptionalCapability: 5700,
  /** EIP-5792: the wallet does not send bundles on this chain. */
  unsupportedChainId: 5710,
  /** EIP-5792: a bundle with this id was already sent. */
  duplicateId: 5720,
  /** EIP-5792: the wallet does not know the bundle id. */
  unknownBundleId: 5730,
  /** EIP-5792: the bundle has more calls than the wallet takes. */
  bundleTooLarge: 5740,
  /** EIP-5792: the visitor declined the upgrade that would make the account atomic-ready. */
  atomicReadyUpgradeRejected: 5750,
  /** EIP-5792: the wallet cannot execute the bundle atomically. */
  atomicityNotSupported: 5760,
} as const;

/** The `code` of an RPC error, looking into the wrappers some wallets add around it. */
export function rpcErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as { code?: unknown; data?: unknown; cause?: unknown };
  // MetaMask Mobile reports 4902 inside `data.originalError`.
  const original = (record.data as { originalError?: { code?: unknown } } | undefined)
    ?.originalError?.code;
  if (typeof original === 'number') return original;
  if (typeof record.code === 'number') return record.code;
  if (record.cause !== undefined && record.cause !== error) return rpcErrorCode(record.cause);
  return undefined;
}

/** The wallet does not implement the method (EIP-1193 4200, JSON-RPC -32601). */
export const NOT_IMPLEMENTED_CODES: ReadonlySet<number> = new Set([
  RPC_ERROR_CODES.unsupportedMethod,
  RPC_ERROR_CODES.methodNotFound,
]);

/** Whether `error` or an error it wraps (its `cause`, up to eight deep) carries one of `codes`. */
export function hasRpcErrorCode(error: unknown, codes: ReadonlySet<number>): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth += 1) {
    const code = rpcErrorCode(current);
    if (code !== undefined && codes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** `0x`-prefixed hex of a chain id, as EIP-3326 and EIP-3085 want it. */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}

/** Parses a chain id as wallets report it: hex string, decimal string or number. */
export function parseChainId(value: unknown): number {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10)
        : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed <= 0) {
    throw new TypeError(`The wallet reported an invalid chain id: ${String(value)}`);
  }
  return parsed;
}

/** Reads a list of accounts; anything that is not a list of strings counts as empty. */
export function parseAccounts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** `eth_requestAccounts`: asks the user to connect. */
export async function requestAccounts(provider: Eip1193Provider): Promise<string[]> {
  return parseAccounts(await provider.request({ method: 'eth_requestAccounts' }));
}

/** `eth_accounts`: the accounts already granted, without prompting. */
export async function getAccounts(provider: Eip1193Provider): Promise<string[]> {
  return parseAccounts(await provider.request({ method: 'eth_accounts' }));
}

/** `eth_chainId` as a number. */
export async function getChainId(provider: Eip1193Provider): Promise<number> {
  return parseChainId(await provider.request({ method: 'eth_chainId' }));
}

/** An error carrying an EIP-1193 code, as providers throw them. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ProviderRpcError';
  }
}
