import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionReceiptNotFoundError, type Hash } from 'viem';
import { callPlan } from '@/features/onchain/write/plan';
import {
  runWritePlan,
  WRITE_MESSAGES,
  type WriteOptions,
} from '@/features/onchain/write/runWritePlan';
import { resetProviderRegistry } from '@/wallet/providerRegistry';
import { client, resetWriteClients, wallet } from '../../support/writeClients';
import {
  minedAndReverted,
  WRITE_CHAIN_ID,
  connectedWriteStore,
  mintCall,
  mintReverted,
  recordsOf,
} from '../../support/writeStore';
import { accountChanged, chainChanged, disconnected } from '@/wallet/connectionSlice';
import { ACCOUNT, OTHER_ACCOUNT } from '../../support/walletState';

vi.mock('@/wallet/clients', async () => (await import('../../support/writeClients')).clientsModule);
vi.mock(
  '@/wallet/walletActions',
  async () => (await import('../../support/writeClients')).walletActionsModule,
);

const HASH: Hash = `0x${'cd'.repeat(32)}`;
const CHAIN_ID = WRITE_CHAIN_ID;
const REQUEST = mintCall(1);
const mint = (options?: WriteOptions) =>
  runWritePlan(
    'mint',
    CHAIN_ID,
    callPlan(REQUEST, {
      description: 'Mint 1 bear',
      intent: { kind: 'mint', data: { quantity: 1 } },
    }),
    options,
  );

const saleClosed = () => mintReverted('SaleNotActive');

/** Starts a write whose wallet prompt stays open; returns the store and the wallet's answer. */
async function openPrompt() {
  client.simulateContract.mockResolvedValue({ request: { ...REQUEST, account: ACCOUNT } });
  let answer: (hash: Hash) => void = () => {};
  wallet.writeContract.mockReturnValue(new Promise<Hash>((resolve) => (answer = resolve)));
  const store = connectedWriteStore();
  const running = store.dispatch(mint());
  await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('confirming'));
  return { store, running, answer: (hash: Hash) => answer(hash) };
}

describe('a write while the wallet changes', () => {
  afterEach(() => resetProviderRegistry());
  beforeEach(() => {
    resetWriteClients();
    // Receipts answer nothing unless a test says otherwise.
    client.getTransactionReceipt.mockReset();
  });

  it('behavior: an account switch during the prompt abandons the write; a late send stays with its sender', async () => {
    const { store, running, answer } = await openPrompt();
    store.dispatch(accountChanged(OTHER_ACCOUNT));
    expect(await running).toEqual({
      stage: 'failed',
      hash: null,
      message: WRITE_MESSAGES.walletChanged,
    });
    answer(HASH);
    await vi.waitFor(() => expect(recordsOf(store)).toHaveLength(1));
    expect(recordsOf(store)[0]).toMatchObject({ hash: HASH, status: 'pending' });
    expect(recordsOf(store, OTHER_ACCOUNT)).toEqual([]);
  });

  it('behavior: a chain switch during the prompt abandons the write', async () => {
    const { store, running } = await openPrompt();
    store.dispatch(chainChanged({ id: 137, unsupported: false }));
    expect((await running).message).toBe(WRITE_MESSAGES.walletChanged);
  });

  it('behavior: a disconnect during the prompt ends the flow, so a later write is not blocked', async () => {
    const { store, running } = await openPrompt();
    store.dispatch(disconnected());
    expect((await running).stage).toBe('failed');
    expect(store.getState().writeFlows.mint?.stage).toBe('failed');
  });

  it('behavior: an answer before any change goes on as usual (no abandonment)', async () => {
    const { store, answer } = await openPrompt();
    answer(HASH);
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    store.dispatch(accountChanged(OTHER_ACCOUNT));
    expect(store.getState().writeFlows.mint?.stage).toBe('pending');
  });
});

describe('why a sent transaction failed', () => {
  beforeEach(() => {
    resetWriteClients();
    // Receipts answer nothing unless a test says otherwise.
    client.getTransactionReceipt.mockReset();
  });

  async function failAfterSend(describeRevert?: (revert: { errorName: string }) => string) {
    client.simulateContract.mockResolvedValueOnce({ request: { ...REQUEST, account: ACCOUNT } });
    wallet.writeContract.mockResolvedValue(HASH);
    const store = connectedWriteStore();
    const running = store.dispatch(mint({ describeRevert }));
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    // As the watch ends a transaction it saw mined and reverted.
    store.dispatch(minedAndReverted(HASH));
    return running;
  }

  it('behavior: a mined revert shows the reason the call gives at its block', async () => {
    client.getTransactionReceipt.mockResolvedValue({ status: 'reverted', blockNumber: 42n });
    client.simulateContract.mockRejectedValue(saleClosed());
    const result = await failAfterSend(({ errorName }) => `refused: ${errorName}`);
    expect(result).toEqual({ stage: 'failed', hash: HASH, message: 'refused: SaleNotActive' });
    expect(client.simulateContract).toHaveBeenLastCalledWith(
      expect.objectContaining({ blockNumber: 42n }),
    );
  });

  it('behavior: a mined revert the replay cannot explain keeps the generic sentence', async () => {
    client.getTransactionReceipt.mockResolvedValue({ status: 'reverted', blockNumber: 42n });
    client.simulateContract.mockResolvedValue({ request: {} });
    expect((await failAfterSend(() => 'never')).message).toBe(WRITE_MESSAGES.reverted);
  });

  it('behavior: a transaction that was never mined (dropped or replaced) says so', async () => {
    client.getTransactionReceipt.mockRejectedValue(
      new TransactionReceiptNotFoundError({ hash: HASH }),
    );
    expect((await failAfterSend()).message).toBe(WRITE_MESSAGES.notMined);
  });
});
