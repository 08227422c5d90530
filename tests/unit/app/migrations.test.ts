import { describe, expect, it, vi } from 'vitest';
import { createClient, custom } from 'viem';
import { persistStore } from 'redux-persist';
import { createAppStore } from '@/app/store';
import { STORAGE_KEY } from '@/app/persist';
import { migrateSlice, SCHEMA_KEY, SLICE_MIGRATIONS } from '@/app/migrations';
import { PERSISTED_WALLET_STORE_VERSION } from '@/config/constants';
import { addRecentTransaction } from '@/features/transactions/slice';
import { ACCOUNT } from '../../support/walletState';

// A chain that never answers: the record stays pending.
const node = vi.hoisted(() => ({
  request: vi.fn((_args: { method: string; params?: unknown }) => new Promise(() => {})),
  client: undefined as unknown,
}));
vi.mock('@/wallet/clients', () => ({
  getChainClient: () => ({ viemClient: async () => node.client }),
}));
node.client = createClient({ transport: custom({ request: node.request }) });

const STORAGE_ITEM = `persist:${STORAGE_KEY}`;
const HASH = `0x${'ab'.repeat(32)}` as const;
const CURRENT = SLICE_MIGRATIONS.transactions!.version;

/** Recent transactions as the build before kinds stored them (no schema number, no kind). */
function savedBeforeKinds(status = 'pending') {
  return {
    byAccount: {
      [ACCOUNT.toLowerCase()]: {
        '1': [{ hash: HASH, description: 'Stake 300 BHT (Flexible)', status, addedAt: 1 }],
      },
    },
  };
}

/** A store rehydrated from storage that holds `transactions` as the only persisted slice. */
async function boot(transactions: unknown) {
  const persist = { version: PERSISTED_WALLET_STORE_VERSION, rehydrated: true };
  const root = { transactions: JSON.stringify(transactions), _persist: JSON.stringify(persist) };
  localStorage.setItem(STORAGE_ITEM, JSON.stringify(root));
  const store = createAppStore();
  const persistor = persistStore(store);
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

// tests/setup.ts clears localStorage after each test.
describe('persisted state migrations', () => {
  it('behavior: a pending transaction saved before records had a kind survives the reload and is watched', async () => {
    const { store } = await boot(savedBeforeKinds());
    const [record] = store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]?.['1'] ?? [];
    expect(record).toEqual({
      hash: HASH,
      description: 'Stake 300 BHT (Flexible)',
      status: 'pending',
      addedAt: 1,
      kind: 'unknown',
      data: {},
    });
    // (The watch loads viem's actions with its first record: a second or more in a busy run.)
    await vi.waitFor(
      () =>
        expect(node.request.mock.calls.map(([args]) => args)).toContainEqual({
          method: 'eth_getTransactionReceipt',
          params: [HASH],
        }),
      { timeout: 10_000 },
    );
  });

  it('behavior: what is written carries the slice schema number, and the typed record', async () => {
    const { store, persistor } = await boot({ byAccount: {} });
    store.dispatch(
      addRecentTransaction({
        account: ACCOUNT,
        chainId: 1,
        hash: HASH,
        description: 'Mint 2 bears',
        intent: { kind: 'mint', data: { quantity: 2 } },
      }),
    );
    await persistor.flush();
    const saved = JSON.parse(JSON.parse(localStorage.getItem(STORAGE_ITEM) ?? '{}').transactions);
    expect(saved[SCHEMA_KEY]).toBe(CURRENT);
    expect(saved.byAccount[ACCOUNT.toLowerCase()]['1'][0]).toMatchObject({
      kind: 'mint',
      data: { quantity: 2 },
    });
  });

  it('behavior: a slice saved by a newer build, or with unsound typed data, is discarded with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = await boot({ ...savedBeforeKinds(), [SCHEMA_KEY]: CURRENT + 1 });
    expect(store.getState().transactions.byAccount).toEqual({});
    localStorage.clear();
    const unsound = savedBeforeKinds();
    const list = unsound.byAccount[ACCOUNT.toLowerCase()]!['1']!;
    list[0] = {
      ...list[0]!,
      kind: 'stake',
      // Typed data is flat: a nested value is not a record any build wrote.
      data: { amount: { value: '1' }, tier: 0 },
    } as (typeof list)[number];
    const second = await boot({ ...unsound, [SCHEMA_KEY]: CURRENT });
    expect(second.store.getState().transactions.byAccount).toEqual({});
    expect(warn).toHaveBeenCalled();
  });

  it('contract: a slice without migrations passes through; an unknown schema gives null', () => {
    expect(migrateSlice('connection', { cachedConnectorId: 'x' })).toEqual({
      cachedConnectorId: 'x',
    });
    expect(migrateSlice('transactions', { byAccount: {}, [SCHEMA_KEY]: 'two' })).toBeNull();
    expect(migrateSlice('transactions', { byAccount: {} })).toEqual({
      byAccount: {},
      [SCHEMA_KEY]: CURRENT,
    });
  });
});
