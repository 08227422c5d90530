import type { Page } from '@playwright/test';

/** Anvil's development account #0 (the default mnemonic), unlocked on the local chain. */
export const ANVIL_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const LOCAL_CHAIN_ID = 31337;
export const ETHEREUM_CHAIN_ID = 1;
export const POLYGON_CHAIN_ID = 137;
export const OPTIMISM_CHAIN_ID = 10;
export const ARBITRUM_CHAIN_ID = 42161;
/** Configured in the hub but unknown to the test wallet until added (the 4902 path). */
export const ZORA_CHAIN_ID = 7777777;
/** A chain the hub does not offer. */
export const UNSUPPORTED_CHAIN_ID = 250;

/** Chains the wallet can switch to without wallet_addEthereumChain, like a fresh MetaMask. */
export const KNOWN_CHAIN_IDS = [
  LOCAL_CHAIN_ID,
  ETHEREUM_CHAIN_ID,
  POLYGON_CHAIN_ID,
  OPTIMISM_CHAIN_ID,
  ARBITRUM_CHAIN_ID,
  UNSUPPORTED_CHAIN_ID,
];

export const TEST_WALLET_NAME = 'Test Wallet';
export const TEST_WALLET_RDNS = 'dev.bearhub.testwallet';
const TEST_WALLET_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>" +
      "<rect width='32' height='32' rx='8' fill='#2f855a'/>" +
      "<path d='M9 16.5l4.5 4.5L23 11' stroke='#fff' stroke-width='3' fill='none'/></svg>",
  );

/**
 * How the wallet shows itself to the page, as the wallets in the wild do:
 * - 'both': `window.ethereum` and EIP-6963 announcements (MetaMask, Rabby …);
 * - 'ethereum': only `window.ethereum` (older extensions, in-app browsers);
 * - 'eip6963': only EIP-6963, announced once at document start (before any page listener) and
 *   again only when the page dispatches `eip6963:requestProvider`.
 */
export type TestWalletShape = 'both' | 'ethereum' | 'eip6963';

/**
 * What the wallet's EIP-5792 `atomic` capability says (with `atomicBatching` on):
 * - 'supported': `{ atomic: { status: 'supported' } }`; bundles run atomically;
 * - 'ready': `{ atomic: { status: 'ready' } }`; the first bundle asked to be atomic upgrades the
 *   account in the same prompt (EIP-7702: its code becomes a delegation designator) and runs it;
 *   from then on the wallet says 'supported';
 * - 'unsupported': `{ atomic: { status: 'unsupported' } }`; an atomic bundle is refused (5760);
 * - 'missing': capabilities without `atomic`; an atomic bundle is refused (5760).
 */
export type TestWalletAtomicStatus = 'supported' | 'ready' | 'unsupported' | 'missing';

/** Where a 'ready' wallet delegates the account it upgrades (no code there: the account acts as before). */
export const TEST_WALLET_DELEGATE = '0x0000000000000000000000000000000000007702';

export interface TestWalletConfig {
  shape: TestWalletShape;
  /** False: EIP-6963 stays silent until `startAnnouncing()` (a wallet whose script runs late). */
  announceAtStart: boolean;
  /** With announceAtStart: the first announcement comes this long after document start. */
  announceDelayMs: number;
  rpcUrl: string;
  account: string;
  chainId: number;
  knownChainIds: number[];
  name: string;
  rdns: string;
  icon: string;
  /** sessionStorage key: the wallet's grant and chain survive a reload of the tab, as in a real wallet. */
  storageKey: string;
  /**
   * EIP-5792: the wallet answers `wallet_getCapabilities` and `wallet_sendCalls` (with the
   * `atomic` capability of `atomicStatus`). False (the default): they answer 4200, as a wallet
   * without EIP-5792.
   */
  atomicBatching: boolean;
  /** What its `atomic` capability says (see TestWalletAtomicStatus). */
  atomicStatus: TestWalletAtomicStatus;
  /** Where a 'ready' wallet delegates the account it upgrades. */
  delegate: string;
}

/** What the page exposes as `window.__testWallet`, the control panel the tests drive. */
export interface TestWalletControls {
  rejectNext(method?: string): void;
  unknownChainNext(): void;
  pendingNext(method?: string): void;
  holdNext(method: string): void;
  releaseHeld(): void;
  heldCount(): number;
  emitAccountsChanged(accounts: string[]): void;
  emitChainChanged(chainIdHex: string): void;
  setChain(chainId: number): void;
  revokeAccounts(): void;
  startAnnouncing(): void;
  requests(): string[];
  snapshot(): {
    authorized: boolean;
    chainId: number;
    accounts: string[];
    /** Its `atomic` capability; null without EIP-5792. */
    atomicStatus: TestWalletAtomicStatus | null;
  };
  // ---- staking without surprises: typed data ----
  unsupportedNext(method: string): void;
  // ---- call bundles (EIP-5792) ----
  setAtomicBatching(on: boolean): void;
  setAtomicStatus(status: TestWalletAtomicStatus): void;
  keepNextBundlePending(): void;
  bundles(): Record<string, { hashes: string[]; status: number | null }>;
}

type TestWalletWindow = Window & { ethereum?: unknown; __testWallet?: TestWalletControls };

/**
 * Runs in the page before any of its scripts (page.addInitScript). Self-contained: Playwright
 * sends its source text, so it may use nothing from this module's scope.
 */
function testWalletInitScript(config: TestWalletConfig): void {
  type Listener = (...args: unknown[]) => void;
  interface Bundle {
    chainId: number;
    hashes: string[];
    /** Set when the outcome is known without the receipts (reverted and rolled back). */
    status: number | null;
  }
  interface Stored {
    authorized: boolean;
    accounts: string[] | null;
    chainId: number;
    addedChainIds: number[];
    atomicBatching: boolean;
    atomicStatus: TestWalletAtomicStatus;
    /** Sent call bundles by id: their status survives a reload, as in a real wallet. */
    bundles: Record<string, Bundle>;
  }
  interface QueuedFailure {
    method: string | undefined;
    code: number;
    message: string;
  }

  // Methods that put a prompt in front of a user: a failure queued without a method hits the
  // next of these, never the background reads (balance polling, eth_chainId).
  const PROMPTING = new Set([
    'eth_requestAccounts',
    'wallet_requestPermissions',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_watchAsset',
    'eth_sendTransaction',
    'personal_sign',
    'eth_signTypedData_v4',
    'wallet_sendCalls',
  ]);
  const NEEDS_ACCOUNT = new Set([
    'eth_sendTransaction',
    'personal_sign',
    'eth_sign',
    'eth_signTypedData_v4',
    'wallet_sendCalls',
    'wallet_getCapabilities',
  ]);

  const defaults: Stored = {
    authorized: false,
    accounts: null,
    chainId: config.chainId,
    addedChainIds: [],
    atomicBatching: config.atomicBatching,
    atomicStatus: config.atomicStatus,
    bundles: {},
  };
  const load = (): Stored => {
    try {
      const raw = sessionStorage.getItem(config.storageKey);
      if (raw) return { ...defaults, ...(JSON.parse(raw) as Partial<Stored>) };
    } catch {
      // unreadable: start as a fresh wallet
    }
    return { ...defaults };
  };
  const state = load();
  const save = () => sessionStorage.setItem(config.storageKey, JSON.stringify(state));

  const listeners = new Map<string, Set<Listener>>();
  const log: string[] = [];
  // Requests kept waiting, as behind an open wallet prompt, until the test releases them.
  const holds = new Set<string>();
  const held: (() => void)[] = [];
  const queued: QueuedFailure[] = [];
  const toHex = (value: number) => `0x${value.toString(16)}`;

  const providerError = (code: number, message: string, data?: unknown) =>
    Object.assign(new Error(message), { code, data });

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch (error) {
        // a throwing subscriber must not stop the others, as in real providers
        setTimeout(() => {
          throw error;
        });
      }
    }
  };
  // Real wallets announce changes after the request that caused them has resolved.
  const emitSoon = (event: string, ...args: unknown[]) => setTimeout(() => emit(event, ...args));

  const currentAccounts = () => (state.authorized ? (state.accounts ?? [config.account]) : []);
  const isKnownChain = (chainId: number) =>
    config.knownChainIds.includes(chainId) || state.addedChainIds.includes(chainId);

  const parseChainId = (value: unknown): number => {
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
      throw providerError(-32602, `Invalid chainId: ${String(value)}`);
    }
    return Number.parseInt(value, 16);
  };

  const authorize = () => {
    const wasAuthorized = state.authorized;
    state.authorized = true;
    save();
    if (!wasAuthorized) emitSoon('accountsChanged', currentAccounts());
  };

  const changeChain = (chainId: number) => {
    if (state.chainId === chainId) return;
    state.chainId = chainId;
    save();
    emitSoon('chainChanged', toHex(chainId));
  };

  let nextId = 1;
  const forward = async (method: string, params: unknown): Promise<unknown> => {
    const response = await fetch(config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    });
    const body = (await response.json()) as {
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
    };
    if (body.error) throw providerError(body.error.code, body.error.message, body.error.data);
    return body.result;
  };

  // ---- EIP-5792 call bundles ----
  // Gas given to each call of a bundle: the wallet does not estimate a call against the state
  // the earlier calls of the same bundle leave (the stake after its approval).
  const BUNDLE_CALL_GAS = '0x7a120';
  let keepBundlePending = false;
  const notSupported = (method: string) =>
    providerError(4200, `The method ${method} is not supported by this wallet.`);

  const getCapabilities = (params: unknown): unknown => {
    if (!state.atomicBatching) throw notSupported('wallet_getCapabilities');
    const requested =
      Array.isArray(params) && Array.isArray(params[1])
        ? (params[1] as unknown[])
        : [toHex(state.chainId)];
    const capabilities =
      state.atomicStatus === 'missing' ? {} : { atomic: { status: state.atomicStatus } };
    return Object.fromEntries(
      requested
        .filter((id): id is string => typeof id === 'string')
        .map((id) => [id, capabilities]),
    );
  };

  // Runs the calls in one anvil block (automine off, each call sent, one block mined); a bundle
  // with a reverted call is rolled back (evm_snapshot / evm_revert): atomic, all or nothing.
  const sendCalls = async (request: Record<string, unknown> | undefined): Promise<unknown> => {
    if (!state.atomicBatching) throw notSupported('wallet_sendCalls');
    const calls = request?.calls;
    if (request?.version !== '2.0.0' || !Array.isArray(calls) || calls.length === 0) {
      throw providerError(-32602, 'wallet_sendCalls needs version 2.0.0 and calls.');
    }
    if (parseChainId(request.chainId) !== state.chainId) {
      throw providerError(5710, 'This wallet does not support the requested chain id.');
    }
    const from = currentAccounts()[0];
    if (typeof request.from === 'string' && request.from.toLowerCase() !== from?.toLowerCase()) {
      throw providerError(4100, 'The requested account has not been authorized by the user.');
    }
    if (request.atomicRequired === true) {
      if (state.atomicStatus === 'unsupported' || state.atomicStatus === 'missing') {
        throw providerError(5760, 'This wallet cannot execute the calls atomically.');
      }
      if (state.atomicStatus === 'ready') {
        // The upgrade, accepted in the same prompt: an EIP-7702 delegation stays even if the
        // calls after it revert.
        await forward('anvil_setCode', [from, `0xef0100${config.delegate.slice(2)}`]);
        state.atomicStatus = 'supported';
        save();
      }
    }
    const id = `0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
    const pending = keepBundlePending;
    keepBundlePending = false;
    const snapshot = pending ? null : await forward('evm_snapshot', []);
    await forward('evm_setAutomine', [false]);
    const hashes: string[] = [];
    let status: number | null = null;
    try {
      for (const call of calls as Record<string, unknown>[]) {
        hashes.push(
          (await forward('eth_sendTransaction', [
            {
              from,
              to: call.to,
              data: call.data,
              value: call.value ?? '0x0',
              gas: BUNDLE_CALL_GAS,
            },
          ])) as string,
        );
      }
      if (!pending) {
        await forward('evm_mine', []);
        const receipts = (await Promise.all(
          hashes.map((hash) => forward('eth_getTransactionReceipt', [hash])),
        )) as ({ status: string } | null)[];
        if (receipts.some((receipt) => receipt?.status !== '0x1')) {
          await forward('evm_revert', [snapshot]);
          status = 500;
        }
      }
    } finally {
      if (!pending) await forward('evm_setAutomine', [true]);
    }
    state.bundles[id] = { chainId: state.chainId, hashes, status };
    save();
    return { id };
  };

  const getCallsStatus = async (id: unknown): Promise<unknown> => {
    const bundle = typeof id === 'string' ? state.bundles[id] : undefined;
    if (!bundle) throw providerError(5730, 'Unknown bundle id.');
    const answer = { version: '2.0.0', id, chainId: toHex(bundle.chainId), atomic: true };
    if (bundle.status !== null) return { ...answer, status: bundle.status, receipts: [] };
    const receipts = (await Promise.all(
      bundle.hashes.map((hash) => forward('eth_getTransactionReceipt', [hash])),
    )) as (Record<string, unknown> | null)[];
    if (receipts.some((receipt) => receipt === null)) return { ...answer, status: 100 };
    const mined = receipts as Record<string, unknown>[];
    return {
      ...answer,
      status: mined.every((receipt) => receipt.status === '0x1') ? 200 : 500,
      receipts: mined.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
        logs,
        status,
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      })),
    };
  };

  const takeQueuedFailure = (method: string) => {
    const index = queued.findIndex((failure) =>
      failure.method ? failure.method === method : PROMPTING.has(method),
    );
    return index === -1 ? undefined : queued.splice(index, 1)[0];
  };

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    const first = Array.isArray(params)
      ? (params[0] as Record<string, unknown> | undefined)
      : undefined;
    if (NEEDS_ACCOUNT.has(method) && !state.authorized) {
      throw providerError(
        4100,
        'The requested account and/or method has not been authorized by the user.',
      );
    }
    switch (method) {
      case 'eth_chainId':
        return toHex(state.chainId);
      case 'net_version':
        return String(state.chainId);
      case 'eth_accounts':
        return currentAccounts();
      case 'eth_coinbase':
        return currentAccounts()[0] ?? null;
      case 'eth_requestAccounts':
        authorize();
        return currentAccounts();
      case 'wallet_requestPermissions':
        authorize();
        return [{ parentCapability: 'eth_accounts', caveats: [] }];
      case 'wallet_getPermissions':
        return state.authorized ? [{ parentCapability: 'eth_accounts', caveats: [] }] : [];
      case 'wallet_revokePermissions':
        if (state.authorized) {
          state.authorized = false;
          state.accounts = null;
          save();
          emitSoon('accountsChanged', []);
        }
        return null;
      case 'wallet_switchEthereumChain': {
        const chainId = parseChainId(first?.chainId);
        if (!isKnownChain(chainId)) {
          throw providerError(
            4902,
            `Unrecognized chain ID "${toHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
          );
        }
        changeChain(chainId);
        return null;
      }
      case 'wallet_addEthereumChain': {
        const chainId = parseChainId(first?.chainId);
        const rpcUrls = first?.rpcUrls;
        if (
          typeof first?.chainName !== 'string' ||
          !Array.isArray(rpcUrls) ||
          rpcUrls.length === 0
        ) {
          throw providerError(-32602, 'wallet_addEthereumChain needs chainName and rpcUrls.');
        }
        if (!isKnownChain(chainId)) {
          state.addedChainIds.push(chainId);
          save();
        }
        return null;
      }
      case 'wallet_watchAsset':
        return true;
      case 'wallet_getCapabilities':
        return getCapabilities(params);
      case 'wallet_sendCalls':
        return sendCalls(first);
      case 'wallet_getCallsStatus':
        if (!state.atomicBatching && Object.keys(state.bundles).length === 0)
          throw notSupported(method);
        return getCallsStatus(Array.isArray(params) ? params[0] : undefined);
      case 'wallet_showCallsStatus':
        if (!state.atomicBatching) throw notSupported(method);
        return null;
      default:
        return forward(method, params);
    }
  };

  const provider = {
    isTestWallet: true,
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      if (!args || typeof args.method !== 'string') {
        throw providerError(-32600, 'Invalid request: a method name is required.');
      }
      log.push(args.method);
      if (holds.delete(args.method)) await new Promise<void>((resolve) => held.push(resolve));
      const failure = takeQueuedFailure(args.method);
      if (failure) throw providerError(failure.code, failure.message);
      return handle(args.method, args.params);
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener);
    },
    listenerCount(event: string) {
      return listeners.get(event)?.size ?? 0;
    },
  };

  // ---- staking without surprises: typed data (eth_signTypedData_v4 is forwarded to anvil,
  // which signs for its unlocked accounts); a wallet without it answers 4200. ----
  const unsupportedNext = (method: string) =>
    queued.push({
      method,
      code: 4200,
      message: `The method ${method} is not supported by this wallet.`,
    });

  const controls: TestWalletControls = {
    unsupportedNext,
    setAtomicBatching: (on) => {
      state.atomicBatching = on;
      save();
    },
    setAtomicStatus: (status) => {
      state.atomicStatus = status;
      save();
    },
    keepNextBundlePending: () => {
      keepBundlePending = true;
    },
    bundles: () =>
      Object.fromEntries(
        Object.entries(state.bundles).map(([id, bundle]) => [
          id,
          { hashes: bundle.hashes, status: bundle.status },
        ]),
      ),
    rejectNext: (method) =>
      queued.push({ method, code: 4001, message: 'User rejected the request.' }),
    unknownChainNext: () =>
      queued.push({
        method: 'wallet_switchEthereumChain',
        code: 4902,
        message: 'Unrecognized chain ID. Try adding the chain using wallet_addEthereumChain first.',
      }),
    pendingNext: (method) =>
      queued.push({
        method,
        code: -32002,
        message: `Already processing ${method ?? 'a request'}. Please wait.`,
      }),
    holdNext: (method) => {
      holds.add(method);
    },
    releaseHeld: () => {
      for (const release of held.splice(0)) release();
    },
    heldCount: () => held.length,
    emitAccountsChanged: (accounts) => {
      state.authorized = accounts.length > 0;
      state.accounts = accounts.length > 0 ? accounts : null;
      save();
      emit('accountsChanged', accounts);
    },
    emitChainChanged: (chainIdHex) => emit('chainChanged', chainIdHex),
    setChain: (chainId) => {
      state.chainId = chainId;
      save();
      emit('chainChanged', toHex(chainId));
    },
    revokeAccounts: () => {
      state.authorized = false;
      state.accounts = null;
      save();
    },
    startAnnouncing: () => startAnnouncing(),
    requests: () => [...log],
    snapshot: () => ({
      authorized: state.authorized,
      chainId: state.chainId,
      accounts: currentAccounts(),
      atomicStatus: state.atomicBatching ? state.atomicStatus : null,
    }),
  };

  const target = window as TestWalletWindow;
  if (config.shape !== 'eip6963') target.ethereum = provider;
  target.__testWallet = controls;

  // EIP-6963: announce now, and again whenever a page script asks.
  const info = Object.freeze({
    uuid: crypto.randomUUID(),
    name: config.name,
    icon: config.icon,
    rdns: config.rdns,
  });
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    );
  let announcing = false;
  function startAnnouncing() {
    if (announcing || config.shape === 'ethereum') return;
    announcing = true;
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }
  if (config.announceAtStart && config.announceDelayMs > 0) {
    setTimeout(startAnnouncing, config.announceDelayMs);
  } else if (config.announceAtStart) startAnnouncing();
}

/** The test's handle on the wallet in the page; every call acts on the current document. */
export class TestWallet {
  constructor(private readonly page: Page) {}

  private call<K extends keyof TestWalletControls>(
    name: K,
    ...args: Parameters<TestWalletControls[K]>
  ): Promise<ReturnType<TestWalletControls[K]>> {
    return this.page.evaluate(
      ([method, values]) => {
        const controls = (window as TestWalletWindow).__testWallet;
        if (!controls) throw new Error('The test wallet is not installed in this page.');
        const fn = controls[method] as (...inner: unknown[]) => unknown;
        return fn(...values);
      },
      [name, args] as const,
    ) as Promise<ReturnType<TestWalletControls[K]>>;
  }

  /** The next prompting request (or the next `method`) fails with 4001, user rejection. */
  rejectNext(method?: string) {
    return this.call('rejectNext', method);
  }
  /** The next wallet_switchEthereumChain fails with 4902, unknown chain. */
  unknownChainNext() {
    return this.call('unknownChainNext');
  }
  /** The next prompting request (or the next `method`) fails with -32002, already pending. */
  pendingNext(method?: string) {
    return this.call('pendingNext', method);
  }
  /** The next `method` waits, as behind an open wallet prompt, until releaseHeld(). */
  holdNext(method: string) {
    return this.call('holdNext', method);
  }
  /** Lets every held request go on (answered with the wallet's state at that moment). */
  releaseHeld() {
    return this.call('releaseHeld');
  }
  /** How many requests are being held right now. */
  heldCount() {
    return this.call('heldCount');
  }
  /** Emits accountsChanged; an empty list also withdraws the grant, as a wallet does. */
  emitAccountsChanged(accounts: string[]) {
    return this.call('emitAccountsChanged', accounts);
  }
  /** Emits chainChanged without changing the wallet's chain. */
  emitChainChanged(chainIdHex: string) {
    return this.call('emitChainChanged', chainIdHex);
  }
  /** The user switches chain inside the wallet (any id, supported by the hub or not). */
  setChain(chainId: number) {
    return this.call('setChain', chainId);
  }
  /** Withdraws the grant silently: after a reload eth_accounts answers []. */
  revokeAccounts() {
    return this.call('revokeAccounts');
  }
  /** A wallet that was silent starts announcing itself through EIP-6963 (a late extension). */
  startAnnouncing() {
    return this.call('startAnnouncing');
  }
  /** Method names received since this document loaded, in order. */
  requests() {
    return this.call('requests');
  }
  /** The wallet's own view: granted or not, its chain, its accounts. */
  snapshot() {
    return this.call('snapshot');
  }
  /** The next `method` fails with 4200, unsupported method (a wallet without typed data). */
  unsupportedNext(method: string) {
    return this.call('unsupportedNext', method);
  }
  /** Turns EIP-5792 atomic batching on or off (kept across reloads, like the wallet's grant). */
  setAtomicBatching(on: boolean) {
    return this.call('setAtomicBatching', on);
  }
  /** What its EIP-5792 `atomic` capability says from now on (kept across reloads). */
  setAtomicStatus(status: TestWalletAtomicStatus) {
    return this.call('setAtomicStatus', status);
  }
  /**
   * The next `wallet_sendCalls` leaves its transactions in the mempool with automine off: the
   * bundle stays pending (status 100) until the test mines (`evm_mine`, then automine back on).
   */
  keepNextBundlePending() {
    return this.call('keepNextBundlePending');
  }
  /** The call bundles this wallet sent, by id: their transactions and any known status. */
  bundles() {
    return this.call('bundles');
  }
}

/** Injects the test wallet into every document the page loads from now on. */
export async function installTestWallet(
  page: Page,
  {
    rpcUrl,
    chainId = LOCAL_CHAIN_ID,
    shape = 'both',
    announceAtStart = true,
    announceDelayMs = 0,
    atomicBatching = false,
    atomicStatus = 'supported',
  }: {
    rpcUrl: string;
    chainId?: number;
    shape?: TestWalletShape;
    announceAtStart?: boolean;
    announceDelayMs?: number;
    atomicBatching?: boolean;
    atomicStatus?: TestWalletAtomicStatus;
  },
): Promise<TestWallet> {
  const config: TestWalletConfig = {
    shape,
    announceAtStart,
    announceDelayMs,
    rpcUrl,
    account: ANVIL_ACCOUNT_0,
    chainId,
    knownChainIds: KNOWN_CHAIN_IDS,
    name: TEST_WALLET_NAME,
    rdns: TEST_WALLET_RDNS,
    icon: TEST_WALLET_ICON,
    storageKey: 'bear-hub-test-wallet',
    atomicBatching,
    atomicStatus,
    delegate: TEST_WALLET_DELEGATE,
  };
  await page.addInitScript(testWalletInitScript, config);
  return new TestWallet(page);
}
