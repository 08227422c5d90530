import type { RequestArguments } from '@/wallet/eip1193';
import { EIP6963_ANNOUNCE_EVENT, EIP6963_REQUEST_EVENT, ProviderRpcError } from '@/wallet/eip1193';

/** Hardhat/anvil dev accounts #0 and #1 (public addresses, lower-case as some wallets send). */
export const ACCOUNT_0 = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
export const ACCOUNT_0_CHECKSUM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const ACCOUNT_1 = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
export const ACCOUNT_1_CHECKSUM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

type Handler = (params: RequestArguments['params']) => unknown;
type Listener = (...args: never[]) => void;

export interface FakeProviderOptions {
  accounts?: string[];
  chainId?: number;
  /** Chains the wallet knows (switching to another answers 4902 until it is added). */
  knownChainIds?: number[];
  /** Whether the site is already authorised (eth_accounts answers without a prompt). */
  authorized?: boolean;
  flags?: Partial<
    Record<'isMetaMask' | 'isRainbow' | 'isBraveWallet' | 'isCoinbaseWallet', boolean>
  >;
}

/**
 * An EIP-1193 provider for tests: records every request, answers like a wallet, can be told to
 * fail a method with an EIP-1193 code, emits events and counts its listeners.
 */
export class FakeProvider {
  readonly requests: RequestArguments[] = [];
  accounts: string[];
  chainId: number;
  authorized: boolean;
  readonly knownChainIds: Set<number>;
  private readonly overrides = new Map<string, Handler[]>();
  private readonly listeners = new Map<string, Set<Listener>>();
  [flag: string]: unknown;

  constructor(options: FakeProviderOptions = {}) {
    this.accounts = options.accounts ?? [ACCOUNT_0];
    this.chainId = options.chainId ?? 1;
    this.authorized = options.authorized ?? false;
    this.knownChainIds = new Set(options.knownChainIds ?? [1, 137, 10, 42161]);
    Object.assign(this, options.flags ?? {});
  }

  request = async ({ method, params }: RequestArguments): Promise<unknown> => {
    this.requests.push(params === undefined ? { method } : { method, params });
    const queued = this.overrides.get(method);
    if (queued && queued.length > 0) {
      const handler = queued.length > 1 ? queued.shift()! : queued[0]!;
      return handler(params);
    }
    switch (method) {
      case 'eth_requestAccounts':
        this.authorized = true;
        return [...this.accounts];
      case 'eth_accounts':
        return this.authorized ? [...this.accounts] : [];
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`;
      case 'wallet_switchEthereumChain': {
        const target = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16);
        if (!this.knownChainIds.has(target))
          throw new ProviderRpcError(4902, 'Unrecognized chain ID.');
        this.chainId = target;
        this.emit('chainChanged', `0x${target.toString(16)}`);
        return null;
      }
      case 'wallet_addEthereumChain': {
        const target = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16);
        this.knownChainIds.add(target);
        return null;
      }
      case 'wallet_revokePermissions':
        this.authorized = false;
        return null;
      case 'personal_sign':
        return `0x${'ab'.repeat(65)}`;
      case 'wallet_watchAsset':
        return true;
      default:
        throw new ProviderRpcError(-32601, `Method ${method} not supported.`);
    }
  };

  /** Answers `method` with `handler` from now on (or only the next `times` calls). */
  respond(method: string, handler: Handler): this {
    this.overrides.set(method, [handler]);
    return this;
  }

  /** Makes `method` throw an EIP-1193 error with `code` (every call until reset). */
  fail(method: string, code: number, message = `Failed with ${code}`): this {
    return this.respond(method, () => {
      throw new ProviderRpcError(code, message);
    });
  }

  /** Makes `method` wait until the returned function is called with a result. */
  hold(method: string): (result: unknown) => void {
    let release: (result: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (release = resolve));
    this.respond(method, () => pending);
    return (result) => release(result);
  }

  reset(method: string): this {
    this.overrides.delete(method);
    return this;
  }

  requestsOf(method: string): RequestArguments[] {
    return this.requests.filter((request) => request.method === method);
  }

  on = (event: string, listener: Listener) => {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  };

  removeListener = (event: string, listener: Listener) => {
    this.listeners.get(event)?.delete(listener);
    return this;
  };

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (...values: unknown[]) => void)(...args);
    }
  }
}

/** Puts `provider` on `window.ethereum` (as an extension would). */
export function injectWindowEthereum(provider: FakeProvider | undefined): void {
  (window as { ethereum?: unknown }).ethereum = provider;
}

/**
 * Announces `provider` through EIP-6963 now and on every later discovery request, as a wallet
 * extension does. Returns a function that stops answering requests.
 */
const activeAnnouncers = new Set<() => void>();

/** Stops every fake wallet from answering discovery requests (between tests). */
export function removeAllAnnouncers(): void {
  for (const stop of [...activeAnnouncers]) stop();
}

export function announceProvider(
  provider: FakeProvider,
  info: { rdns: string; name: string; uuid?: string; icon?: string },
): () => void {
  const detail = Object.freeze({
    info: {
      uuid: info.uuid ?? crypto.randomUUID(),
      name: info.name,
      icon: info.icon ?? 'data:image/svg+xml,<svg/>',
      rdns: info.rdns,
    },
    provider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail }));
  window.addEventListener(EIP6963_REQUEST_EVENT, announce);
  announce();
  const stop = () => {
    window.removeEventListener(EIP6963_REQUEST_EVENT, announce);
    activeAnnouncers.delete(stop);
  };
  activeAnnouncers.add(stop);
  return stop;
}
