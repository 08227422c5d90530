import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { configureAppStore } from '@/app/configureAppStore';
import type { AppStartListening } from '@/app/listener';
import { rootReducer } from '@/app/store';
import {
  addRecentTransaction,
  isValidPersistedTransactions,
  type RecentTransaction,
} from '@/features/transactions/slice';
import {
  createBundleMode,
  createHashMode,
  createTransactionWatch,
  type Confirmation,
  type FindMined,
  type FollowConfirmation,
  type FollowHash,
} from '@/features/transactions/watch';
import { writeStageChanged } from '@/features/transactions/flowSlice';
import type { WatchOutcome } from '@/features/transactions/receiptWatch';
import { chainApi } from '@/wallet/chainApi';
import { ProviderRpcError, type Eip1193Provider } from '@/wallet/eip1193';
import { ACCOUNT, connectedState } from '../../support/walletState';

const CALLS_ID = '0xbundle-1';
const KEY = `0x${'12'.repeat(32)}` as const;
const TX = `0x${'34'.repeat(32)}` as const;
const ref = { account: ACCOUNT, chainId: 1, hash: KEY };

/** A wallet answering wallet_getCallsStatus from a script, one answer (or error) per request. */
function scriptedWallet(script: (() => unknown)[]) {
  const asked: string[] = [];
  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      if (method !== 'wallet_getCallsStatus') throw new Error(`unexpected ${method}`);
      asked.push((params as string[])[0]!);
      const next = script.length > 1 ? script.shift()! : script[0]!;
      return next();
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  return { provider, asked };
}

const stores: { dispose: () => void }[] = [];

/** Where the chain mined transaction `hash`: block `n` of this chain (`blockOf`). */
const blockOf = (hash: `0x${string}`, n = 2) => ({
  transactionHash: hash,
  blockHash: `0x${n.toString(16).padStart(64, '0')}` as const,
  blockNumber: String(n),
});
const minedOnChain = (hash: `0x${string}`, n = 2): WatchOutcome => ({
  status: 'success',
  reason: 'mined',
  minedHash: hash,
  minedIn: blockOf(hash, n),
});

function storeWithWatcher(
  provider: Eip1193Provider | null,
  preloaded: Parameters<typeof configureAppStore>[1] = {},
  chain: Partial<{
    findMined: Mock<FindMined>;
    followHash: Mock<FollowHash>;
    followConfirmation: Mock<FollowConfirmation>;
  }> = {},
) {
  const listenerMiddleware = createListenerMiddleware();
  let lookup: Eip1193Provider | null = provider;
  // A hash record would be followed on its chain: here it is only counted.
  const followHash = vi.fn<FollowHash>(() => new Promise<null>(() => {}));
  // A bundle's transactions on the chain: mined in block 2, their blocks never final.
  const bundleChain = {
    findMined: vi.fn<FindMined>(async (ref) => blockOf(ref.hash)),
    followHash: vi.fn<FollowHash>(async (ref) => minedOnChain(ref.hash)),
    followConfirmation: vi.fn<FollowConfirmation>(() => new Promise<null>(() => {})),
    ...chain,
  };
  createTransactionWatch([
    createBundleMode({
      providerFor: () => lookup,
      timing: { pollIntervalMs: 5, retryDelayMs: 5 },
      ...bundleChain,
    }),
    createHashMode(followHash),
  ])(listenerMiddleware.startListening as AppStartListening);
  const store = configureAppStore(
    { listenerMiddleware, reducer: rootReducer, apiMiddleware: chainApi.middleware },
    { connection: connectedState(), ...preloaded },
  );
  stores.push({ dispose: () => listenerMiddleware.clearListeners() });
  return {
    store,
    followHash,
    bundleChain,
    setProvider: (next: Eip1193Provider | null) => (lookup = next),
  };
}

function record(
  store: ReturnType<typeof storeWithWatcher>['store'],
): RecentTransaction | undefined {
  return store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]?.['1']?.[0];
}

const addBundle = () =>
  addRecentTransaction({
    ...ref,
    callsId: CALLS_ID,
    description: 'Stake 10 BHT (Flexible)',
    intent: { kind: 'stake', data: { amount: '10', tier: 0 } },
  });

const receipt = (status: string, transactionHash: `0x${string}` = TX) => ({
  status,
  transactionHash,
  blockNumber: '0x2',
  gasUsed: '0x1',
  logs: [],
});

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

describe('the one watch: each record by its mode', () => {
  it('behavior: a transaction hash is followed by the hash mode, never asked of the wallet as a bundle', async () => {
    const { provider, asked } = scriptedWallet([() => ({ status: 200 })]);
    const { store, followHash } = storeWithWatcher(provider);
    store.dispatch(
      addRecentTransaction({
        ...ref,
        description: 'Mint 1 bear',
        intent: { kind: 'mint', data: {} },
      }),
    );
    await expect.poll(() => followHash.mock.calls.length).toBe(1);
    expect(followHash.mock.calls[0]![0]).toEqual(ref);
    expect(asked).toEqual([]);
    expect(record(store)?.status).toBe('pending');
  });
});

describe('call bundle watcher (wallet_getCallsStatus)', () => {
  // The bundle mode loads viem's EIP-5792 actions with its first record: loaded here first, so
  // the polls below time the watch, not the module's first import.
  beforeAll(async () => {
    await import('@/wallet/eip5792Status');
  });

  it('behavior: pending (100) until confirmed (200): one record, confirmed, with the transaction that carried it', async () => {
    const { provider, asked } = scriptedWallet([
      () => ({ status: 100 }),
      () => ({ status: 100 }),
      () => ({ status: 200, receipts: [receipt('0x1')] }),
    ]);
    const { store } = storeWithWatcher(provider);
    store.dispatch(addBundle());
    expect(record(store)).toMatchObject({
      status: 'pending',
      callsId: CALLS_ID,
      hash: KEY,
      kind: 'stake',
    });
    await expect.poll(() => record(store)?.status).toBe('confirmed');
    expect(record(store)?.transactionHashes).toEqual([TX]);
    expect(asked).toEqual([CALLS_ID, CALLS_ID, CALLS_ID]);
    expect(store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]?.['1']).toHaveLength(1);
  });

  it.each([
    ['failed off chain (400)', { status: 400 }],
    ['reverted (500)', { status: 500, receipts: [receipt('0x0')] }],
    ['partly reverted (600)', { status: 600, receipts: [receipt('0x1'), receipt('0x0')] }],
    ['"confirmed" with a reverted receipt', { status: 200, receipts: [receipt('0x0')] }],
  ])('behavior: a bundle %s ends failed', async (_name, answer) => {
    const { provider } = scriptedWallet([() => ({ status: 100 }), () => answer]);
    const { store } = storeWithWatcher(provider);
    store.dispatch(addBundle());
    await expect.poll(() => record(store)?.status).toBe('failed');
  });

  it('behavior: a network error is retried, then the bundle is confirmed', async () => {
    const { provider, asked } = scriptedWallet([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => ({ status: 'not a status' }),
      () => ({ status: 200, receipts: [receipt('0x1')] }),
    ]);
    const { store } = storeWithWatcher(provider);
    store.dispatch(addBundle());
    await expect.poll(() => record(store)?.status).toBe('confirmed');
    expect(asked).toHaveLength(3);
  });

  it('behavior: a bundle the wallet does not know (5730) ends failed', async () => {
    const { provider } = scriptedWallet([
      () => {
        throw new ProviderRpcError(5730, 'Unknown bundle id');
      },
    ]);
    const { store } = storeWithWatcher(provider);
    store.dispatch(addBundle());
    await expect.poll(() => record(store)?.status).toBe('failed');
  });

  it('behavior: restored after a reload: a pending bundle is watched again once storage is rehydrated and its wallet is back', async () => {
    const saved: RecentTransaction = {
      kind: 'stake',
      data: { amount: '10', tier: 0 },
      hash: KEY,
      callsId: CALLS_ID,
      description: 'Stake 10 BHT (Flexible)',
      status: 'pending',
      addedAt: 1,
    };
    const byAccount = { [ACCOUNT.toLowerCase()]: { '1': [saved] } };
    // What was saved passes the persistence validator.
    expect(isValidPersistedTransactions({ byAccount })).toBe(true);

    const { provider, asked } = scriptedWallet([
      () => ({ status: 100 }),
      () => ({ status: 200, receipts: [receipt('0x1')] }),
    ]);
    // The wallet is not restored yet: nothing is asked, the record stays pending.
    const { store, setProvider, followHash } = storeWithWatcher(null, {
      transactions: { byAccount },
    });
    store.dispatch({ type: REHYDRATE, key: 'test', payload: undefined });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toEqual([]);
    expect(record(store)?.status).toBe('pending');
    setProvider(provider);
    await expect.poll(() => record(store)?.status).toBe('confirmed');
    expect(asked.length).toBeGreaterThanOrEqual(2);
    // A bundle is never followed as a transaction hash.
    expect(followHash).not.toHaveBeenCalled();
  });

  it('behavior: a saved bundle with a malformed id or transaction list is refused by the validator', () => {
    const base = {
      kind: 'stake',
      data: { amount: '10', tier: 0 },
      hash: KEY,
      description: 'x',
      status: 'pending',
      addedAt: 1,
    };
    const check = (extra: Record<string, unknown>) =>
      isValidPersistedTransactions({ byAccount: { a: { '1': [{ ...base, ...extra }] } } });
    expect(check({ callsId: '' })).toBe(false);
    expect(check({ callsId: 7 })).toBe(false);
    expect(check({ callsId: 'x'.repeat(2000) })).toBe(false);
    expect(check({ callsId: 'ok', transactionHashes: ['0x12'] })).toBe(false);
    expect(check({ callsId: 'ok', transactionHashes: [TX] })).toBe(true);
  });
});

describe('a confirmed bundle and reorganisations', () => {
  const TX_2 = `0x${'56'.repeat(32)}` as const;
  const bothMined = () => ({ status: 200, receipts: [receipt('0x1'), receipt('0x1', TX_2)] });

  /** A bundle sent by a write flow, whose status line shows it confirmed once its record is. */
  function sendBundle(store: ReturnType<typeof storeWithWatcher>['store']) {
    store.dispatch(addBundle());
    store.dispatch(writeStageChanged({ flowId: 'stake', chainId: 1, stage: 'pending', hash: KEY }));
  }

  it('behavior: confirmed with its transactions’ blocks as the chain has them; one block gone, the record and its status line are pending again until the chain mines it again, then confirmed with the new block', async () => {
    const { provider } = scriptedWallet([bothMined]);
    let reorganise = () => {};
    let mineAgain = () => {};
    const { store, bundleChain } = storeWithWatcher(
      provider,
      {},
      {
        // The first check of TX's block finds it gone when the test says so; the rest never end.
        followConfirmation: vi.fn<FollowConfirmation>(
          (_ref, mined) =>
            new Promise((resolve) => {
              if (mined.transactionHash === TX && mined.blockNumber === '2') {
                reorganise = () => resolve('reorged');
              }
            }),
        ),
        // After the reorganisation the chain has no receipt for TX until it is mined again.
        followHash: vi.fn<FollowHash>(
          (ref) => new Promise((resolve) => (mineAgain = () => resolve(minedOnChain(ref.hash, 3)))),
        ),
      },
    );
    sendBundle(store);
    await expect.poll(() => record(store)?.status).toBe('confirmed');
    expect(record(store)?.minedIn).toEqual([blockOf(TX), blockOf(TX_2)]);
    expect(bundleChain.findMined.mock.calls.map(([ref]) => ref.hash)).toEqual([TX, TX_2]);
    await expect.poll(() => bundleChain.followConfirmation.mock.calls.length).toBe(2);
    store.dispatch(
      writeStageChanged({ flowId: 'stake', chainId: 1, stage: 'confirmed', hash: KEY, label: 'x' }),
    );

    bundleChain.findMined.mockImplementation(async (ref) =>
      ref.hash === TX ? null : blockOf(ref.hash),
    );
    reorganise();
    await expect.poll(() => record(store)?.status).toBe('pending');
    expect(store.getState().writeFlows.stake?.stage).toBe('pending');
    // The wallet still reports TX mined; the chain is asked, and TX followed until mined again.
    await expect.poll(() => bundleChain.followHash.mock.calls.length).toBe(1);
    expect(bundleChain.followHash.mock.calls[0]![0]).toEqual({ ...ref, hash: TX });
    expect(record(store)?.status).toBe('pending');
    mineAgain();
    await expect.poll(() => record(store)?.status).toBe('confirmed');
    expect(record(store)?.minedIn).toEqual([blockOf(TX, 3), blockOf(TX_2)]);
    expect(store.getState().writeFlows.stake).toMatchObject({ stage: 'confirmed', hash: KEY });
  });

  it('behavior: a wallet that keeps reporting a transaction the chain no longer has never confirms it: followed on the chain, dropped, the same report again → failed', async () => {
    const { provider, asked } = scriptedWallet([
      () => ({ status: 200, receipts: [receipt('0x1')] }),
    ]);
    const statuses: string[] = [];
    const { store, bundleChain } = storeWithWatcher(
      provider,
      {},
      {
        findMined: vi.fn<FindMined>(async () => null),
        followHash: vi.fn<FollowHash>(async () => ({ status: 'failed', reason: 'dropped' })),
      },
    );
    store.subscribe(() => {
      const status = record(store)?.status;
      if (status && statuses.at(-1) !== status) statuses.push(status);
    });
    store.dispatch(addBundle());
    await expect.poll(() => record(store)?.status).toBe('failed');
    expect(statuses).toEqual(['pending', 'failed']);
    expect(asked).toHaveLength(2);
    expect(bundleChain.followHash).toHaveBeenCalledTimes(1);
  });

  it('behavior: the wallet reporting other transactions after one was dropped: those are looked up and confirm the bundle', async () => {
    const { provider } = scriptedWallet([
      () => ({ status: 200, receipts: [receipt('0x1')] }),
      () => ({ status: 200, receipts: [receipt('0x1', TX_2)] }),
    ]);
    const { store } = storeWithWatcher(
      provider,
      {},
      {
        findMined: vi.fn<FindMined>(async (ref) => (ref.hash === TX ? null : blockOf(ref.hash, 4))),
        followHash: vi.fn<FollowHash>(async () => ({ status: 'failed', reason: 'dropped' })),
      },
    );
    store.dispatch(addBundle());
    await expect.poll(() => record(store)?.status).toBe('confirmed');
    expect(record(store)).toMatchObject({ transactionHashes: [TX_2], minedIn: blockOf(TX_2, 4) });
  });

  it('behavior: a saved bundle confirmed in several blocks passes the validator, and is checked again after a reload', async () => {
    const saved: RecentTransaction = {
      kind: 'stake',
      data: {},
      hash: KEY,
      callsId: CALLS_ID,
      description: 'Stake 10 BHT (Flexible)',
      status: 'confirmed',
      addedAt: 1,
      transactionHashes: [TX, TX_2],
      minedIn: [blockOf(TX), blockOf(TX_2)],
    };
    const byAccount = { [ACCOUNT.toLowerCase()]: { '1': [saved] } };
    expect(isValidPersistedTransactions({ byAccount })).toBe(true);
    expect(
      isValidPersistedTransactions({
        byAccount: { a: { '1': [{ ...saved, minedIn: [] }] } },
      }),
    ).toBe(false);
    const { store, bundleChain } = storeWithWatcher(null, { transactions: { byAccount } });
    store.dispatch({ type: REHYDRATE, key: 'test', payload: undefined });
    await expect.poll(() => bundleChain.followConfirmation.mock.calls.length).toBe(2);
  });
});

describe('a confirmed transaction and reorganisations', () => {
  const BLOCK = `0x${'ab'.repeat(32)}` as const;
  const minedIn = { transactionHash: KEY, blockHash: BLOCK, blockNumber: '7' };
  const mined: WatchOutcome = { status: 'success', reason: 'mined', minedHash: KEY, minedIn };

  /**
   * A store whose hash mode answers from `outcomes` (one per watch of the record) and whose
   * block checks answer from `verdicts` (one per check, when the test says `decide()`; then
   * never).
   */
  function storeWithChain(
    outcomes: WatchOutcome[],
    verdicts: Confirmation[],
    preloaded: Parameters<typeof configureAppStore>[1] = {},
  ) {
    const listenerMiddleware = createListenerMiddleware();
    const followHash = vi.fn<FollowHash>(async () => outcomes.shift() ?? null);
    let decide = () => {};
    const followConfirmation = vi.fn<FollowConfirmation>(() => {
      const verdict = verdicts.shift();
      return new Promise((resolve) => {
        if (verdict !== undefined) decide = () => resolve(verdict);
      });
    });
    createTransactionWatch([createHashMode(followHash, followConfirmation)])(
      listenerMiddleware.startListening as AppStartListening,
    );
    const store = configureAppStore(
      { listenerMiddleware, reducer: rootReducer, apiMiddleware: chainApi.middleware },
      { connection: connectedState(), ...preloaded },
    );
    stores.push({ dispose: () => listenerMiddleware.clearListeners() });
    return { store, followHash, followConfirmation, decide: () => decide() };
  }

  /** A mint sent by a write flow, whose status line shows it confirmed once its record is. */
  function sendMint(store: ReturnType<typeof storeWithChain>['store']) {
    store.dispatch(addRecentTransaction({ ...ref, description: 'Mint 1 bear' }));
    store.dispatch(writeStageChanged({ flowId: 'mint', chainId: 1, stage: 'pending', hash: KEY }));
  }
  const showConfirmed = (store: ReturnType<typeof storeWithChain>['store']) =>
    store.dispatch(
      writeStageChanged({ flowId: 'mint', chainId: 1, stage: 'confirmed', hash: KEY, label: 'x' }),
    );

  it('behavior: confirmed with its block, then final: the block is no longer kept', async () => {
    const { store, followConfirmation, decide } = storeWithChain([mined], ['final']);
    sendMint(store);
    await expect.poll(() => followConfirmation.mock.calls.length).toBe(1);
    expect(followConfirmation.mock.calls[0]!.slice(0, 2)).toEqual([ref, minedIn]);
    expect(record(store)?.minedIn).toEqual(minedIn);
    decide();
    await expect.poll(() => record(store)?.minedIn).toBeUndefined();
    expect(record(store)?.status).toBe('confirmed');
  });

  it('behavior: its block gone, the record and the status line are pending again, then confirmed when it is mined again', async () => {
    const again = { ...minedIn, blockHash: `0x${'cd'.repeat(32)}` as const, blockNumber: '8' };
    const { store, followHash, decide } = storeWithChain(
      [mined, { ...mined, minedIn: again }],
      ['reorged'],
    );
    const stages: string[] = [];
    store.subscribe(() => {
      const stage = `${record(store)?.status}/${store.getState().writeFlows.mint?.stage}`;
      if (record(store) && stages.at(-1) !== stage) stages.push(stage);
    });
    sendMint(store);
    await expect.poll(() => record(store)?.status).toBe('confirmed');
    showConfirmed(store);
    decide();
    await expect.poll(() => followHash.mock.calls.length).toBe(2);
    await expect.poll(() => record(store)?.minedIn).toEqual(again);
    expect(store.getState().writeFlows.mint).toMatchObject({ stage: 'confirmed', label: 'x' });
    expect(stages).toEqual([
      'pending/undefined',
      'pending/pending',
      'confirmed/pending',
      'confirmed/confirmed',
      'pending/confirmed',
      'pending/pending',
      'confirmed/pending',
      'confirmed/confirmed',
    ]);
  });

  it('behavior: its block gone and the transaction dropped, the status line ends failed with the reason', async () => {
    const { store, decide } = storeWithChain(
      [mined, { status: 'failed', reason: 'dropped' }],
      ['reorged'],
    );
    sendMint(store);
    await expect.poll(() => record(store)?.status).toBe('confirmed');
    showConfirmed(store);
    decide();
    await expect.poll(() => record(store)?.status).toBe('failed');
    expect(store.getState().writeFlows.mint).toMatchObject({
      stage: 'failed',
      message: 'The transaction was dropped or replaced before it was mined.',
    });
  });

  it('behavior: after a reload, a confirmed record whose block was not final yet is checked again', async () => {
    const saved: RecentTransaction = {
      kind: 'mint',
      data: {},
      hash: KEY,
      description: 'Mint 1 bear',
      status: 'confirmed',
      addedAt: 1,
      minedIn,
    };
    const byAccount = { [ACCOUNT.toLowerCase()]: { '1': [saved] } };
    expect(isValidPersistedTransactions({ byAccount })).toBe(true);
    expect(
      isValidPersistedTransactions({
        byAccount: { a: { '1': [{ ...saved, minedIn: { ...minedIn, blockNumber: '0x7' } }] } },
      }),
    ).toBe(false);
    const { store, followConfirmation } = storeWithChain([], [], { transactions: { byAccount } });
    store.dispatch({ type: REHYDRATE, key: 'test', payload: undefined });
    await expect.poll(() => followConfirmation.mock.calls.length).toBe(1);
  });
});
