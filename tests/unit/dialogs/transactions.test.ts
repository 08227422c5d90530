import { TransactionNotFoundError, WaitForTransactionReceiptTimeoutError } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, createPersistor } from '@/app/store';
import { STORAGE_KEY } from '@/app/persist';
import {
  PERSISTED_WALLET_STORE_VERSION,
  RECENT_TRANSACTIONS_KEPT_MAX,
  TRANSACTION_RECEIPT_TIMEOUT_MS,
} from '@/config/constants';
import { selectShownTransactions } from '@/features/transactions/selectors';
import {
  addRecentTransaction,
  clearRecentTransactions,
  initialTransactionsState,
  isValidPersistedTransactions,
  transactionConfirmed,
  transactionFailed,
  transactionsReducer,
  type TransactionsState,
} from '@/features/transactions/slice';
import { ACCOUNT, connectedState } from '../../support/walletState';

const client = vi.hoisted(() => ({
  waitForTransactionReceipt: vi.fn(),
  getTransaction: vi.fn(),
}));
vi.mock('@/wallet/clients', () => ({ getChainClient: () => client }));

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
  beforeEach(() => {
    client.waitForTransactionReceipt.mockReset();
    client.getTransaction.mockReset();
  });
  afterEach(() => localStorage.clear());

  async function watched(receipt: () => Promise<unknown>) {
    client.waitForTransactionReceipt.mockImplementation(receipt);
    const store = createAppStore();
    store.dispatch(add(1));
    await vi.waitFor(() =>
      expect(listOf(store.getState().transactions)[0]?.status).not.toBe('pending'),
    );
    return { store, status: listOf(store.getState().transactions)[0]?.status };
  }

  it('behavior: a successful receipt confirms the transaction (through transactionConfirmed)', async () => {
    const { status } = await watched(() => Promise.resolve({ status: 'success' }));
    expect(status).toBe('confirmed');
    expect(client.waitForTransactionReceipt).toHaveBeenCalledWith(
      expect.objectContaining({ hash: hash(1), timeout: TRANSACTION_RECEIPT_TIMEOUT_MS }),
    );
  });

  it('behavior: a reverted receipt ends failed', async () => {
    const { status } = await watched(() => Promise.resolve({ status: 'reverted' }));
    expect(status).toBe('failed');
  });

  it('behavior: a transaction replaced by another ends failed', async () => {
    const { status } = await watched(async () => {
      const [{ onReplaced }] = client.waitForTransactionReceipt.mock.calls.at(-1) as [
        { onReplaced: (r: { reason: string }) => void },
      ];
      onReplaced({ reason: 'replaced' });
      return { status: 'success' };
    });
    expect(status).toBe('failed');
  });

  it('behavior: a re-priced transaction takes the status of its replacement', async () => {
    const { status } = await watched(async () => {
      const [{ onReplaced }] = client.waitForTransactionReceipt.mock.calls.at(-1) as [
        { onReplaced: (r: { reason: string }) => void },
      ];
      onReplaced({ reason: 'repriced' });
      return { status: 'success' };
    });
    expect(status).toBe('confirmed');
  });

  it('behavior: a wait that times out on a transaction the node no longer knows ends failed (dropped)', async () => {
    client.getTransaction.mockRejectedValue(new TransactionNotFoundError({ hash: hash(1) }));
    const { status } = await watched(() =>
      Promise.reject(new WaitForTransactionReceiptTimeoutError({ hash: hash(1) })),
    );
    expect(status).toBe('failed');
  });

  it('behavior: a wait that times out while the transaction is still in the mempool waits again', async () => {
    client.getTransaction.mockResolvedValue({ hash: hash(1) });
    let calls = 0;
    const { status } = await watched(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new WaitForTransactionReceiptTimeoutError({ hash: hash(1) }))
        : Promise.resolve({ status: 'success' });
    });
    expect(status).toBe('confirmed');
    expect(calls).toBe(2);
  });

  it('behavior: pending transactions are persisted and watched again after a reload', async () => {
    client.waitForTransactionReceipt.mockImplementation(() => new Promise(() => {}));
    const first = createAppStore();
    const firstPersistor = createPersistor(first);
    await vi.waitFor(() => expect(firstPersistor.getState().bootstrapped).toBe(true));
    first.dispatch(add(7));
    await firstPersistor.flush();
    const saved = JSON.parse(localStorage.getItem(`persist:${STORAGE_KEY}`) ?? '{}');
    expect(JSON.parse(saved.transactions).byAccount[ACCOUNT.toLowerCase()]['1'][0]).toMatchObject({
      hash: hash(7),
      status: 'pending',
    });
    expect(JSON.parse(saved._persist).version).toBe(PERSISTED_WALLET_STORE_VERSION);
    firstPersistor.pause();

    client.waitForTransactionReceipt.mockReset();
    client.waitForTransactionReceipt.mockResolvedValue({ status: 'success' });
    const second = createAppStore();
    const rehydrated: string[] = [];
    second.subscribe(() =>
      rehydrated.push(listOf(second.getState().transactions)[0]?.status ?? ''),
    );
    createPersistor(second);
    await vi.waitFor(() =>
      expect(listOf(second.getState().transactions)[0]?.status).toBe('confirmed'),
    );
    expect(rehydrated).toContain('pending');
    expect(client.waitForTransactionReceipt).toHaveBeenCalledWith(
      expect.objectContaining({ hash: hash(7) }),
    );
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
    const persistor = createPersistor(store);
    await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    expect(store.getState().transactions.byAccount).toEqual({});
  });
});
