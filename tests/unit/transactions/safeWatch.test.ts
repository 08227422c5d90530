import { afterEach, describe, expect, it, vi } from 'vitest';
import { addListener, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { configureAppStore } from '@/app/configureAppStore';
import type { AppStartListening } from '@/app/listener';
import { rootReducer } from '@/app/store';
import { createSafeMode, type AskSafe } from '@/features/transactions/safeWatch';
import {
  addRecentTransaction,
  isSafeRecord,
  isValidPersistedTransactions,
  transactionConfirmed,
  transactionFailed,
  type RecentTransaction,
} from '@/features/transactions/slice';
import {
  createBundleMode,
  createHashMode,
  createTransactionWatch,
  loadedMode,
  type FollowConfirmation,
  type FollowHash,
} from '@/features/transactions/watch';
import type { WatchOutcome } from '@/features/transactions/receiptWatch';
import { parseSafeTransaction } from '@/wallet/connectors/safeApp';
import { chainApi } from '@/wallet/chainApi';
import { ACCOUNT, connectedState } from '../../support/walletState';

const SAFE_TX = `0x${'5a'.repeat(32)}` as const;
const EXECUTED = `0x${'e1'.repeat(32)}` as const;
const ref = { account: ACCOUNT, chainId: 1, hash: SAFE_TX };

/** The gateway's transaction details as `getTxBySafeTxHash` answers them. */
function details(txStatus: string, confirmations: number, txHash?: string) {
  return {
    safeAddress: ACCOUNT,
    txId: `multisig_${ACCOUNT}_${SAFE_TX}`,
    txStatus,
    ...(txHash ? { txHash } : {}),
    detailedExecutionInfo: {
      type: 'MULTISIG',
      safeTxHash: SAFE_TX,
      confirmationsRequired: 2,
      confirmations: Array.from({ length: confirmations }, (_, index) => ({
        signer: { value: `0x${String(index + 1).repeat(40)}` },
        submittedAt: 1,
      })),
    },
  };
}

const stores: { dispose: () => void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

/** A store whose watch asks `script` (one answer, or error, per question) about Safe transactions. */
function storeWithSafe(
  script: (() => unknown)[],
  preloaded: Parameters<typeof configureAppStore>[1] = {},
  outcome: Awaited<ReturnType<FollowHash>> = {
    status: 'success',
    reason: 'mined',
    minedHash: EXECUTED,
  },
) {
  const asked: string[] = [];
  const ask: AskSafe = async (safeTxHash) => {
    asked.push(safeTxHash);
    const next = script.length > 1 ? script.shift()! : script[0]!;
    return parseSafeTransaction(next());
  };
  let lookup: AskSafe | null = ask;
  const followHash = vi.fn<FollowHash>(async () => outcome);
  const listenerMiddleware = createListenerMiddleware();
  createTransactionWatch([
    createSafeMode(followHash, () => lookup, { pollIntervalMs: 5, retryDelayMs: 5 }),
    createBundleMode({ providerFor: () => null, timing: { pollIntervalMs: 5, retryDelayMs: 5 } }),
    createHashMode(followHash),
  ])(listenerMiddleware.startListening as AppStartListening);
  const store = configureAppStore(
    { listenerMiddleware, reducer: rootReducer, apiMiddleware: chainApi.middleware },
    { connection: connectedState(), ...preloaded },
  );
  stores.push({ dispose: () => listenerMiddleware.clearListeners() });
  return {
    store,
    asked,
    followHash,
    connectSafe: () => (lookup = ask),
    disconnectSafe: () => (lookup = null),
  };
}

const record = (store: ReturnType<typeof storeWithSafe>['store']) =>
  store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]?.['1']?.[0];

/** The ending actions the watch dispatches for records of `store` (what the executor reads). */
function endsOf(store: ReturnType<typeof storeWithSafe>['store']) {
  const ends: unknown[] = [];
  store.dispatch(
    addListener({
      matcher: isAnyOf(transactionConfirmed, transactionFailed),
      effect: (action) => {
        const { type, payload } = action as ReturnType<typeof transactionFailed>;
        ends.push({ type, ...payload });
      },
    }),
  );
  return ends;
}

const addSafeMint = () =>
  addRecentTransaction({
    ...ref,
    safeTxHash: SAFE_TX,
    description: 'Mint 1 bear',
    intent: { kind: 'mint', data: {} },
  });

describe('Safe transaction status (getTxBySafeTxHash)', () => {
  it.each([
    ['AWAITING_CONFIRMATIONS', 1, undefined, { state: 'awaiting', confirmations: 1 }],
    ['AWAITING_EXECUTION', 2, undefined, { state: 'awaiting', confirmations: 2 }],
    ['SUCCESS', 2, undefined, { state: 'awaiting', confirmations: 2 }],
    ['SUCCESS', 2, EXECUTED, { state: 'executed', executedHash: EXECUTED }],
    ['FAILED', 2, EXECUTED, { state: 'failed', executedHash: EXECUTED }],
    ['CANCELLED', 0, undefined, { state: 'cancelled' }],
  ] as const)(
    'behavior: %s with %i confirmations (executed hash: %s) reads as %j',
    (txStatus, confirmations, txHash, expected) => {
      expect(parseSafeTransaction(details(txStatus, confirmations, txHash))).toMatchObject({
        confirmationsRequired: 2,
        ...expected,
      });
    },
  );

  it.each([null, {}, { txStatus: 'PENDING' }, 'SUCCESS'])(
    'behavior: the malformed answer %j throws (the watch asks again)',
    (answer) => {
      expect(() => parseSafeTransaction(answer)).toThrow(TypeError);
    },
  );
});

describe('the Safe mode of the watch', () => {
  it('behavior: awaiting 1 of 2, then 2 of 2, then executed: pending all along, then confirmed by the executed hash', async () => {
    const { store, asked, followHash } = storeWithSafe([
      () => details('AWAITING_CONFIRMATIONS', 1),
      () => details('AWAITING_CONFIRMATIONS', 1),
      () => details('AWAITING_EXECUTION', 2),
      () => details('SUCCESS', 2, EXECUTED),
    ]);
    const ends = endsOf(store);
    // Every state the record passes through (a poll of the store could miss one: the watch asks
    // every 5 ms here).
    const states: string[] = [];
    store.subscribe(() => {
      const now = record(store);
      const state = now && `${now.status} ${now.confirmations}/${now.confirmationsRequired}`;
      if (state && state !== states.at(-1)) states.push(state);
    });
    store.dispatch(addSafeMint());
    await expect.poll(() => record(store)?.status).toBe('confirmed');
    expect(states.filter((state) => !state.startsWith('pending undefined'))).toEqual([
      'pending 1/2',
      'pending 2/2',
      'confirmed 2/2',
    ]);
    expect(record(store)).toMatchObject({ executedHash: EXECUTED, confirmations: 2 });
    expect(asked).toEqual([SAFE_TX, SAFE_TX, SAFE_TX, SAFE_TX]);
    // The Safe transaction hash is never looked up on chain: only the executed one.
    expect(followHash).toHaveBeenCalledTimes(1);
    expect(followHash.mock.calls[0]![0]).toEqual({ ...ref, hash: EXECUTED });
    expect(ends).toEqual([
      { type: transactionConfirmed.type, ...ref, hashes: [EXECUTED], minedIn: undefined },
    ]);
  });

  it('behavior: a Safe transaction the Safe holds stays pending however long it waits', async () => {
    const { store, asked, followHash } = storeWithSafe([
      () => details('AWAITING_CONFIRMATIONS', 1),
    ]);
    store.dispatch(addSafeMint());
    await expect.poll(() => asked.length).toBeGreaterThan(20);
    expect(record(store)?.status).toBe('pending');
    expect(followHash).not.toHaveBeenCalled();
  });

  it('behavior: rejected or replaced in the Safe ends failed, marked cancelled', async () => {
    const { store } = storeWithSafe([
      () => details('AWAITING_CONFIRMATIONS', 1),
      () => details('CANCELLED', 1),
    ]);
    const ends = endsOf(store);
    store.dispatch(addSafeMint());
    await expect.poll(() => record(store)?.status).toBe('failed');
    expect(record(store)?.safeCancelled).toBe(true);
    expect(ends).toEqual([
      { type: transactionFailed.type, ...ref, reason: 'cancelledInSafe', hashes: [] },
    ]);
  });

  it('behavior: executed and reverted ends failed, with the executed hash', async () => {
    const { store } = storeWithSafe(
      [() => details('SUCCESS', 2, EXECUTED)],
      {},
      { status: 'reverted', reason: 'mined', minedHash: EXECUTED },
    );
    store.dispatch(addSafeMint());
    await expect.poll(() => record(store)?.status).toBe('failed');
    expect(record(store)?.executedHash).toBe(EXECUTED);
  });

  it('behavior: the Safe failing to answer is asked again', async () => {
    const { store, asked } = storeWithSafe([
      () => {
        throw new Error('no answer');
      },
      () => ({ txStatus: 'UNKNOWN' }),
      () => details('SUCCESS', 2, EXECUTED),
    ]);
    store.dispatch(addSafeMint());
    await expect.poll(() => record(store)?.status).toBe('confirmed');
    expect(asked).toHaveLength(3);
  });

  it('behavior: after a reload, a pending Safe transaction is asked about once the Safe is back, and an executed one resumes from its hash', async () => {
    const awaiting: RecentTransaction = {
      kind: 'mint',
      data: {},
      hash: SAFE_TX,
      safeTxHash: SAFE_TX,
      confirmations: 1,
      confirmationsRequired: 2,
      description: 'Mint 1 bear',
      status: 'pending',
      addedAt: 1,
    };
    const byAccount = { [ACCOUNT.toLowerCase()]: { '1': [awaiting] } };
    expect(isValidPersistedTransactions({ byAccount })).toBe(true);
    const { store, asked, connectSafe, disconnectSafe } = storeWithSafe(
      [() => details('SUCCESS', 2, EXECUTED)],
      { transactions: { byAccount } },
    );
    // The Safe is not restored yet: nothing is asked, the record stays pending.
    disconnectSafe();
    store.dispatch({ type: REHYDRATE, key: 'test', payload: undefined });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toEqual([]);
    expect(record(store)?.status).toBe('pending');
    connectSafe();
    await expect.poll(() => record(store)?.status).toBe('confirmed');
    expect(asked).toEqual([SAFE_TX]);

    // Executed before the reload: followed by its hash, the Safe not asked again.
    const executed = { ...awaiting, executedHash: EXECUTED };
    const resumed = storeWithSafe([() => details('AWAITING_CONFIRMATIONS', 1)], {
      transactions: { byAccount: { [ACCOUNT.toLowerCase()]: { '1': [executed] } } },
    });
    resumed.store.dispatch({ type: REHYDRATE, key: 'test', payload: undefined });
    await expect.poll(() => record(resumed.store)?.status).toBe('confirmed');
    expect(resumed.asked).toEqual([]);
    expect(resumed.followHash.mock.calls[0]![0]).toMatchObject({ chainId: 1, hash: EXECUTED });
  });

  it('behavior: a saved record with malformed Safe fields is refused by the validator', () => {
    const base = {
      kind: 'mint',
      data: {},
      hash: SAFE_TX,
      description: 'Mint 1 bear',
      status: 'pending',
      addedAt: 1,
    };
    const valid = (fields: Record<string, unknown>) =>
      isValidPersistedTransactions({
        byAccount: { [ACCOUNT.toLowerCase()]: { '1': [{ ...base, ...fields }] } },
      });
    expect(valid({ safeTxHash: SAFE_TX, confirmations: 1, confirmationsRequired: 2 })).toBe(true);
    expect(valid({ safeTxHash: 'nope' })).toBe(false);
    expect(valid({ safeTxHash: SAFE_TX, confirmations: -1 })).toBe(false);
    expect(valid({ safeTxHash: SAFE_TX, executedHash: '0x12' })).toBe(false);
    expect(valid({ safeTxHash: SAFE_TX, safeCancelled: 'yes' })).toBe(false);
    // Safe fields without a Safe transaction hash are not a Safe record.
    expect(valid({ confirmations: 1 })).toBe(false);
  });
});

describe('an executed Safe transaction and a reorganisation', () => {
  it('behavior: confirmed with the executed transaction’s block; that block gone, pending again, the executed hash followed again to its new block, the Safe not asked again', async () => {
    const first = {
      transactionHash: EXECUTED,
      blockHash: `0x${'ab'.repeat(32)}`,
      blockNumber: '7',
    } as const;
    const again = { ...first, blockHash: `0x${'cd'.repeat(32)}`, blockNumber: '8' } as const;
    const outcomes: WatchOutcome[] = [first, again].map((minedIn) => ({
      status: 'success',
      reason: 'mined',
      minedHash: EXECUTED,
      minedIn,
    }));
    const followHash = vi.fn<FollowHash>(async () => outcomes.shift() ?? null);
    const verdicts: Awaited<ReturnType<FollowConfirmation>>[] = ['reorged', 'final'];
    const followConfirmation = vi.fn<FollowConfirmation>(async () => verdicts.shift() ?? null);
    const asked: string[] = [];
    const ask: AskSafe = async (safeTxHash) => {
      asked.push(safeTxHash);
      return parseSafeTransaction(details('SUCCESS', 2, EXECUTED));
    };
    const listenerMiddleware = createListenerMiddleware();
    // As the app composes it (watch.ts): the Safe's mode loaded on demand, its block checked as a hash's.
    createTransactionWatch([
      loadedMode(
        isSafeRecord,
        async () => createSafeMode(followHash, () => ask, { pollIntervalMs: 5, retryDelayMs: 5 }),
        createHashMode(followHash, followConfirmation).recheck,
      ),
      createHashMode(followHash, followConfirmation),
    ])(listenerMiddleware.startListening as AppStartListening);
    const store = configureAppStore(
      { listenerMiddleware, reducer: rootReducer, apiMiddleware: chainApi.middleware },
      { connection: connectedState() },
    );
    stores.push({ dispose: () => listenerMiddleware.clearListeners() });
    const statuses: string[] = [];
    store.subscribe(() => {
      const status = record(store)?.status;
      if (status && statuses.at(-1) !== status) statuses.push(status);
    });
    store.dispatch(addSafeMint());
    await expect.poll(() => followConfirmation.mock.calls.length).toBe(2);
    await expect.poll(() => record(store)?.minedIn).toBeUndefined();
    expect(statuses).toEqual(['pending', 'confirmed', 'pending', 'confirmed']);
    expect(followConfirmation.mock.calls.map(([, minedIn]) => minedIn)).toEqual([first, again]);
    expect(followHash.mock.calls.map(([{ hash }]) => hash)).toEqual([EXECUTED, EXECUTED]);
    expect(asked).toEqual([SAFE_TX]);
  });
});
