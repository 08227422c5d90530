import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { callPlan } from '@/features/onchain/write/plan';
import { runWritePlan } from '@/features/onchain/write/runWritePlan';
import { selectPendingApprovalAmount } from '@/features/staking/selectors';
import { addRecentTransaction, transactionConfirmed } from '@/features/transactions/slice';
import { contractCall } from '@/features/onchain/contracts';
import { installActiveWallet } from '../../support/activeWallet';
import { ACCOUNT, connectedState } from '../../support/walletState';

const client = {
  simulateContract: vi.fn(async (call: unknown) => ({ request: call })),
  // A receipt that never comes: the record stays pending.
  getTransactionReceipt: vi.fn(() => new Promise(() => {})),
  getTransaction: vi.fn(),
};
const wallet = {
  chain: undefined,
  writeContract: vi.fn(async () => `0x${'cd'.repeat(32)}` as const),
};
vi.mock('@/wallet/clients', () => ({ getChainClient: vi.fn(() => client) }));
vi.mock('@/wallet/walletActions', () => ({ getActiveWalletClient: vi.fn(async () => wallet) }));

const LOCAL = 31337;
const TOKEN = '0x00000000000000000000000000000000000000b1';
const SPENDER = '0x00000000000000000000000000000000000000b2';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const approve = (n: number, amount: bigint, spender: `0x${string}` = SPENDER) =>
  addRecentTransaction({
    account: ACCOUNT,
    chainId: 1,
    hash: hash(n),
    description: `Approve ${amount}`,
    intent: { kind: 'approve', data: { token: TOKEN, spender, amount: amount.toString() } },
  });

describe('recent transactions carry a typed kind and data', () => {
  it('behavior: a write records its kind and data next to its sentence', async () => {
    const store = createAppStore({
      connection: connectedState({ chain: { id: LOCAL, unsupported: false } }),
    });
    installActiveWallet(LOCAL);
    void store.dispatch(
      runWritePlan(
        'mint',
        LOCAL,
        callPlan(contractCall('bearNft', LOCAL, 'mint', [2n], 20n), {
          description: 'Mint 2 bears',
          intent: { kind: 'mint', data: { quantity: 2 } },
        }),
      ),
    );
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    expect(client.simulateContract).toHaveBeenCalledWith(
      expect.objectContaining({ functionName: 'mint', args: [2n], value: 20n, account: ACCOUNT }),
    );
    expect(
      store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]?.[String(LOCAL)]?.[0],
    ).toMatchObject({
      description: 'Mint 2 bears',
      status: 'pending',
      kind: 'mint',
      data: { quantity: 2 },
    });
  });

  it('behavior: a record added without a kind is of kind unknown', () => {
    const store = createAppStore();
    store.dispatch(
      addRecentTransaction({ account: ACCOUNT, chainId: 1, hash: hash(1), description: 'x' }),
    );
    expect(
      store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]?.['1']?.[0],
    ).toMatchObject({
      kind: 'unknown',
      data: {},
    });
  });

  it('behavior: the store says which approval is pending for a token and spender, and for how much', () => {
    const store = createAppStore({ connection: connectedState() });
    expect(selectPendingApprovalAmount(store.getState(), TOKEN, SPENDER)).toBeNull();
    store.dispatch(approve(1, 300n));
    store.dispatch(approve(2, 500n));
    store.dispatch(approve(3, 900n, TOKEN));
    expect(
      selectPendingApprovalAmount(
        store.getState(),
        TOKEN.toUpperCase().replace('0X', '0x'),
        SPENDER,
      ),
    ).toBe(500n);
    store.dispatch(transactionConfirmed({ account: ACCOUNT, chainId: 1, hash: hash(2) }));
    expect(selectPendingApprovalAmount(store.getState(), TOKEN, SPENDER)).toBe(300n);
  });
});
