import type * as Constants from '@/config/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistStore } from 'redux-persist';
import { createAppStore } from '@/app/store';
import { STORAGE_KEY } from '@/app/persist';
import { PERSISTED_WALLET_STORE_VERSION, RECENT_TRANSACTIONS_KEPT_MAX } from '@/config/constants';
import { selectShownTransactions } from '@/features/transactions/selectors';
import {
  addRecentTransaction,
  clearRecentTransactions,
  initialTransactionsState,
  isValidPersistedTransactions,
  minedList,
  transactionConfirmed,
  transactionFailed,
  transactionsReducer,
  type TransactionsState,
} from '@/features/transactions/slice';
import { FakeNode, fakeCall, type FakeTransaction } from '../../support/fakeNode';
import { ACCOUNT, connectedState } from '../../support/walletState';

const chain = vi.hoisted(() => ({ node: null as FakeNode | null }));
vi.mock('@/wallet/clients', () => ({
  getChainClient: () => ({ viemClient: async () => chain.node?.client }),
}));
// The watch at test speed: the same rules, milliseconds apart.
vi.mock('@/config/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof Constants>()),
  TRANSACTION_CHECK_INTERVAL_MS: 5,
  TRANSACTION_RECEIPT_WAIT_MS: 50,
  TRANSACTION_REORG_DEPTH_BLOCKS: 3,
  TRANSACTION_WATCH_RETRY_DELAY_MS: 20,
  TRANSACTION_UNSEEN_DROP_AFTER_MS: 200,
}));

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const ref = (n: number, chainId = 1) => ({ account: ACCOUNT, chainId, hash: hash(n) });
const add = (n: number, chainId = 1) =>
  addRecentTransaction({ ...ref(n, chainId), description: `Transaction ${n}` });
const listOf = (state: TransactionsState, chainId = 1) =>
  state.byAccount[ACCOUNT.toLowerCase()]?.[String(chainId)] ?? [];

function reduce(actions: Parameters<typeof transactionsReducer>[1][]) {
  return actions.reduce(transactionsReducer, initialTransactionsState);
}

describe('recent transactions: the store', () => {
  it('behavior: recorded pending, newest first, per lowercased account and chain', () => {
    const state = reduce([add(1), add(2), add(3, 137)]);
    expect(Object.keys(state.byAccount)).toEqual([ACCOUNT.toLowerCase()]);
    expect(listOf(state).map((record) => [record.hash, record.status])).toEqual([
      [hash(2), 'pending'],
      [hash(1), 'pending'],
    ]);
    expect(listOf(state, 137)).toHaveLength(1);
  });

  it('behavior: at most 10 finished are kept per account and chain; pending are never dropped; 3 are shown', () => {
    const actions: Parameters<typeof transactionsReducer>[1][] = [add(100), add(101)];
    for (let n = 1; n <= 12; n += 1) {
      actions.push(add(n), n % 2 ? transactionConfirmed(ref(n)) : transactionFailed(ref(n)));
    }
    const state = reduce(actions);
    const list = listOf(state);
    expect(
      list.filter((record) => record.status === 'pending').map((record) => record.hash),
    ).toEqual([hash(101), hash(100)]);
    const finished = list.filter((record) => record.status !== 'pending');
    expect(finished).toHaveLength(RECENT_TRANSACTIONS_KEPT_MAX);
    expect(finished.map((record) => record.hash)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(hash),
    );

    const root = { transactions: state, connection: connectedState() } as Parameters<
      typeof selectShownTransactions
    >[0];
    expect(selectShownTransactions(root).map((record) => record.hash)).toEqual(
      [12, 11, 10].map(hash),
    );
  });

  it('behavior: the same hash is recorded once; a finished record does not change status again', () => {
    const state = reduce([add(1), add(1), transactionConfirmed(ref(1)), transactionFailed(ref(1))]);
    expect(listOf(state)).toHaveLength(1);
    expect(listOf(state)[0]?.status).toBe('confirmed');
  });

  it('behavior: Clear All empties the account on that chain only', () => {
    const state = reduce([
      add(1),
      add(2, 137),
      clearRecentTransactions({ account: ACCOUNT, chainId: 1 }),
    ]);
    expect(listOf(state)).toEqual([]);
    expect(listOf(state, 137)).toHaveLength(1);
  });

  it('contract: the persisted status values are exactly pending, confirmed, failed', () => {
    const record = { hash: hash(1), description: 'x', addedAt: 1 };
    const saved = (status: string) => ({
      byAccount: { [ACCOUNT.toLowerCase()]: { '1': [{ ...record, status }] } },
    });
    expect(isValidPersistedTransactions(saved('pending'))).toBe(true);
    expect(isValidPersistedTransactions(saved('confirmed'))).toBe(true);
    expect(isValidPersistedTransactions(saved('failed'))).toBe(true);
    expect(isValidPersistedTransactions(saved('done'))).toBe(false);
    expect(
      isValidPersistedTransactions({
        byAccount: { a: { '1': [{ ...record, hash: 'nope', status: 'pending' }] } },
      }),
    ).toBe(false);
    expect(isValidPersistedTransactions({ byAccount: [] })).toBe(false);
  });
});

describe('recent transactions: receipts', () => {
  afterEach(() => localStorage.clear());

  /** A store whose chain is `node`; records `tx` as sent by the connected account. */
  function storeWatching(node: FakeNode, tx: FakeTransaction) {
    chain.node = node;
    const store = createAppStore();
    store.dispatch(
      addRecentTransaction({
        account: ACCOUNT,
        chainId: 1,
        hash: tx.hash,
        description: 'Mint 1 bear',
      }),
    );
    return store;
  }
  const statusOf = (store: ReturnType<typeof createAppStore>) =>
    listOf(store.getState().transactions)[0]?.status;

  it('behavior: a successful receipt confirms the transaction', async () => {
    const node = new FakeNode();
    const tx = fakeCall(1, 0);
    node.send(tx);
    const store = storeWatching(node, tx);
    await vi.waitFor(() => expect(node.calls).toContain('getTransactionReceipt'));
    expect(statusOf(store)).toBe('pending');
    node.mine();
    await vi.waitFor(() => expect(statusOf(store)).toBe('confirmed'));
  });

  it('behavior: a reverted receipt ends failed', async () => {
    const node = new FakeNode();
    const tx = fakeCall(1, 0, { reverts: true });
    node.send(tx);
    node.mine();
    const store = storeWatching(node, tx);
    await vi.waitFor(() => expect(statusOf(store)).toBe('failed'));
  });

  it('behavior: the node’s first sighting (nonce and call) is kept with the pending record, and dropped once its block is deep enough', async () => {
    const node = new FakeNode();
    const tx = fakeCall(1, 0);
    node.send(tx);
    const store = storeWatching(node, tx);
    await vi.waitFor(() =>
      expect(listOf(store.getState().transactions)[0]?.sent).toMatchObject({
        nonce: 0,
        input: tx.input,
      }),
    );
    expect(isValidPersistedTransactions(store.getState().transactions as never)).toBe(true);
    node.mine();
    await vi.waitFor(() => expect(statusOf(store)).toBe('confirmed'));
    expect(minedList(listOf(store.getState().transactions)[0]?.minedIn)[0]?.blockNumber).toBe('1');
    expect(listOf(store.getState().transactions)[0]?.sent).toBeDefined();
    node.advance(2);
    await vi.waitFor(() => expect(listOf(store.getState().transactions)[0]?.sent).toBeUndefined());
    expect(listOf(store.getState().transactions)[0]).toMatchObject({ status: 'confirmed' });
    expect(listOf(store.getState().transactions)[0]?.minedIn).toBeUndefined();
  });

  it('behavior: a reorganisation that removes the block of a confirmed transaction makes it pending, then confirmed when mined again, or failed when dropped', async () => {
    const node = new FakeNode();
    const tx = fakeCall(1, 0);
    node.send(tx);
    node.mine();
    const store = storeWatching(node, tx);
    await vi.waitFor(() => expect(statusOf(store)).toBe('confirmed'));
    const statuses: string[] = [];
    store.subscribe(() => {
      const status = statusOf(store) ?? '';
      if (statuses.at(-1) !== status) statuses.push(status);
    });
    // Its block replaced, the transaction back in the mempool (as a node returns it there).
    node.reorg(1);
    node.send(tx);
    node.advance(1);
    await vi.waitFor(() => expect(statusOf(store)).toBe('pending'));
    node.mine();
    await vi.waitFor(() => expect(statusOf(store)).toBe('confirmed'));
    expect(statuses).toEqual(['pending', 'confirmed']);
    expect(minedList(listOf(store.getState().transactions)[0]?.minedIn)[0]?.blockHash).toBe(
      node.blocks[3]!.hash,
    );

    // Gone again, and this time nobody sends it again: failed once its nonce stays free.
    node.reorg(2);
    node.advance(1);
    await vi.waitFor(() => expect(statusOf(store)).toBe('failed'));
    expect(statuses).toEqual(['pending', 'confirmed', 'pending', 'failed']);
    expect(isValidPersistedTransactions(store.getState().transactions as never)).toBe(true);
  });

  it('behavior: a cancel in the wallet ends failed; a speed-up takes the replacement’s status', async () => {
    const cancelNode = new FakeNode();
    const cancelled = fakeCall(1, 0);
    cancelNode.send(cancelled);
    const first = storeWatching(cancelNode, cancelled);
    await vi.waitFor(() => expect(listOf(first.getState().transactions)[0]?.sent).toBeDefined());
    cancelNode.send(fakeCall(2, 0, { to: fakeCall(1, 0).from, value: 0n, input: '0x' }));
    cancelNode.mine();
    await vi.waitFor(() => expect(statusOf(first)).toBe('failed'));
    localStorage.clear();

    const speedNode = new FakeNode();
    const slow = fakeCall(3, 0);
    speedNode.send(slow);
    const second = storeWatching(speedNode, slow);
    await vi.waitFor(() => expect(listOf(second.getState().transactions)[0]?.sent).toBeDefined());
    speedNode.send(fakeCall(4, 0));
    speedNode.mine();
    await vi.waitFor(() => expect(statusOf(second)).toBe('confirmed'));
  });

  it('behavior: clearing a pending record stops its watch', async () => {
    const node = new FakeNode();
    const tx = fakeCall(1, 0);
    node.send(tx);
    const store = storeWatching(node, tx);
    await vi.waitFor(() => expect(node.calls.length).toBeGreaterThan(2));
    store.dispatch(clearRecentTransactions({ account: ACCOUNT, chainId: 1 }));
    const reads = node.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(node.calls.length).toBeLessThanOrEqual(reads + 2);
  });

  it('behavior: pending transactions are persisted and watched again after a reload, recognising a speed-up sent meanwhile', async () => {
    const node = new FakeNode();
    const tx = fakeCall(7, 0);
    node.send(tx);
    chain.node = node;
    const first = createAppStore();
    const firstPersistor = persistStore(first);
    await vi.waitFor(() => expect(firstPersistor.getState().bootstrapped).toBe(true));
    first.dispatch(
      addRecentTransaction({
        account: ACCOUNT,
        chainId: 1,
        hash: tx.hash,
        description: 'Mint 1 bear',
      }),
    );
    await vi.waitFor(() => expect(listOf(first.getState().transactions)[0]?.sent).toBeDefined());
    await firstPersistor.flush();
    const saved = JSON.parse(localStorage.getItem(`persist:${STORAGE_KEY}`) ?? '{}');
    expect(JSON.parse(saved.transactions).byAccount[ACCOUNT.toLowerCase()]['1'][0]).toMatchObject({
      hash: tx.hash,
      status: 'pending',
      sent: { nonce: 0 },
    });
    expect(JSON.parse(saved._persist).version).toBe(PERSISTED_WALLET_STORE_VERSION);
    firstPersistor.pause();

    // While the page is closed, the wallet speeds the transaction up and it is mined; the new
    // page's node no longer knows the original at all.
    const after = new FakeNode();
    after.send(fakeCall(8, 0));
    after.mine(2);
    chain.node = after;
    const second = createAppStore();
    const rehydrated: string[] = [];
    second.subscribe(() =>
      rehydrated.push(listOf(second.getState().transactions)[0]?.status ?? ''),
    );
    persistStore(second);
    await vi.waitFor(() =>
      expect(listOf(second.getState().transactions)[0]?.status).toBe('confirmed'),
    );
    expect(rehydrated).toContain('pending');
  });

  it('behavior: a saved record with an unknown status is discarded on reload', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(
      `persist:${STORAGE_KEY}`,
      JSON.stringify({
        transactions: JSON.stringify({
          byAccount: {
            [ACCOUNT.toLowerCase()]: {
              '1': [{ hash: hash(1), description: 'x', addedAt: 1, status: 'mined' }],
            },
          },
        }),
        _persist: JSON.stringify({ version: PERSISTED_WALLET_STORE_VERSION, rehydrated: true }),
      }),
    );
    const store = createAppStore();
    const persistor = persistStore(store);
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    expect(store.getState().transactions.byAccount).toEqual({});
  });
});
