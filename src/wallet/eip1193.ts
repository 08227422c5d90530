/** EIP-1193 (with EIP-1474, 3326, 3085, 6963) as the wallet layer sees it; no viem (first view). */

export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | Record<string, unknown>;
}

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
  /** Several extensions injected at once. */
  providers?: InjectedProvider[];
}

export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string };
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider };

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider';

/** The standard error codes the wallet layer tells apart (EIP-1193, 1474, 3326, 5792). */
export const RPC_ERROR_CODES = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  /** EIP-3326: the wallet does not know the chain (add it first). */
  unrecognizedChain: 4902,
  /** EIP-1474: a request of this kind is already pending in the wallet. */
  resourceUnavailable: -32002,
  methodNotFound: -32601,
  unsupportedNonOptionalCapability: 5700,
  unsupportedChainId: 5710,
  unknownBundleId: 5730,
  bundleTooLarge: 5740,
  /** The visitor declined the upgrade that would make the account atomic-ready. */
  atomicReadyUpgradeRejected: 5750,
  atomicityNotSupported: 5760,
} as const;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

/** `error` and the errors it wraps (its `cause`), outermost first, at most `depth` of them. */
export function* causeChain(error: unknown, depth = 10): Generator<object> {
  for (let current = error; depth > 0 && typeof current === 'object' && current; depth -= 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether `error` or an error it wraps (up to eight deep) carries one of `codes`. */
export function hasRpcErrorCode(error: unknown, codes: ReadonlySet<number>): boolean {
  for (const current of causeChain(error, 8)) {
    const code = rpcErrorCode(current);
    if (code !== undefined && codes.has(code)) return true;
  }
  return false;
}

/** As EIP-3326 and EIP-3085 want it. */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}

/** Parses a chain id as wallets report it: hex string, decimal string or number. */
export function parseChainId(value: unknown): number {
  const parsed =
    typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : value;
  if (typeof parsed !== 'number' || !Number.isSafeInteger(parsed) || parsed <= 0) {
    throw new TypeError(`The wallet reported an invalid chain id: ${String(value)}`);
  }
  return parsed;
}

/** The strings of a list of accounts; anything else reads as empty. */
export function parseAccounts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

export async function requestAccounts(provider: Eip1193Provider): Promise<string[]> {
  return parseAccounts(await provider.request({ method: 'eth_requestAccounts' }));
}

export async function getAccounts(provider: Eip1193Provider): Promise<string[]> {
  return parseAccounts(await provider.request({ method: 'eth_accounts' }));
}

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
