import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hash } from 'viem';
import { createAppStore } from '@/app/store';
import { callPlan } from '@/features/onchain/write/plan';
import { runWritePlan, WRITE_MESSAGES } from '@/features/onchain/write/runWritePlan';
import { transactionConfirmed, transactionFailed } from '@/features/transactions/slice';
import { resetProviderRegistry, setActiveConnection } from '@/wallet/providerRegistry';
import { installActiveWallet } from '../../support/activeWallet';
import { client, resetWriteClients, wallet } from '../../support/writeClients';
import { WRITE_CHAIN_ID, mintCall } from '../../support/writeStore';
import { ACCOUNT, connectedState } from '../../support/walletState';

vi.mock('@/wallet/clients', async () => (await import('../../support/writeClients')).clientsModule);
vi.mock(
  '@/wallet/walletActions',
  async () => (await import('../../support/writeClients')).walletActionsModule,
);

const SAFE_TX_HASH: Hash = `0x${'5a'.repeat(32)}`;
const EXECUTED: Hash = `0x${'e1'.repeat(32)}`;
const CHAIN_ID = WRITE_CHAIN_ID;
const CALL = mintCall(1);
const PLAN = callPlan(CALL, { description: 'Mint 1 bear', intent: { kind: 'mint', data: {} } });
const ref = { account: ACCOUNT, chainId: CHAIN_ID, hash: SAFE_TX_HASH };

/** Connected through the Safe (the Safe Apps provider's connector). */
function safeStore() {
  const { provider } = installActiveWallet(CHAIN_ID);
  setActiveConnection({ connectorId: 'safe', provider, rdns: null, name: 'Safe' });
  return createAppStore({ connection: connectedState({ connectorId: 'safe' }) });
}

const recordOf = (store: ReturnType<typeof safeStore>) =>
  store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]?.[String(CHAIN_ID)]?.[0];

describe('runWritePlan through a Safe', () => {
  beforeEach(() => {
    resetWriteClients();
    client.simulateContract.mockResolvedValue({ request: { ...CALL, account: ACCOUNT } });
    // The Safe answers a send with its Safe transaction hash.
    wallet.writeContract.mockResolvedValue(SAFE_TX_HASH);
  });
  afterEach(() => resetProviderRegistry());

  it('behavior: the answer is recorded as a Safe transaction, pending without an explorer hash, and the flow ends with the executed hash the watch ends it with (the record not read)', async () => {
    const store = safeStore();
    const running = store.dispatch(runWritePlan('mint', CHAIN_ID, PLAN));
    await vi.waitFor(() => expect(recordOf(store)?.safeTxHash).toBe(SAFE_TX_HASH));
    expect(recordOf(store)).toMatchObject({ hash: SAFE_TX_HASH, status: 'pending' });
    expect(recordOf(store)?.callsId).toBeUndefined();
    expect(store.getState().writeFlows.mint).toMatchObject({ stage: 'pending', hash: null });

    // The watch's ending action alone: the record never learnt the executed hash.
    store.dispatch(transactionConfirmed({ ...ref, hashes: [EXECUTED] }));
    expect(recordOf(store)?.executedHash).toBeUndefined();
    expect(await running).toEqual({ stage: 'confirmed', hash: EXECUTED, message: null });
  });

  it('behavior: rejected in the Safe ends failed "rejected in Safe" from the watch’s reason (the record not read)', async () => {
    const store = safeStore();
    const running = store.dispatch(runWritePlan('mint', CHAIN_ID, PLAN));
    await vi.waitFor(() => expect(recordOf(store)?.safeTxHash).toBe(SAFE_TX_HASH));
    store.dispatch(transactionFailed({ ...ref, reason: 'cancelledInSafe' }));
    expect(recordOf(store)?.safeCancelled).toBeUndefined();
    expect(await running).toEqual({
      stage: 'failed',
      hash: null,
      message: WRITE_MESSAGES.rejectedInSafe,
    });
  });

  it('behavior: a bundle sent through a Safe is a Safe transaction and ends with its executed hash', async () => {
    const store = safeStore();
    bundles.simulateInSequence.mockResolvedValue({ ok: true });
    bundles.sendBundle.mockResolvedValue(SAFE_TX_HASH);
    const step = {
      type: 'bundle',
      calls: [CALL, CALL],
      record: { description: 'Mint twice', intent: { kind: 'mint', data: {} } },
      otherwise: [],
      failedMessage: 'The bundle failed.',
    } as const;
    const running = store.dispatch(runWritePlan('mint', CHAIN_ID, [step]));
    await vi.waitFor(() => expect(recordOf(store)?.safeTxHash).toBe(SAFE_TX_HASH));
    expect(recordOf(store)?.callsId).toBeUndefined();
    expect(store.getState().writeFlows.mint).toMatchObject({ stage: 'pending', hash: null });
    store.dispatch(transactionConfirmed({ ...ref, hashes: [EXECUTED] }));
    expect(await running).toEqual({ stage: 'confirmed', hash: EXECUTED, message: null });
  });
});

const bundles = vi.hoisted(() => ({ simulateInSequence: vi.fn(), sendBundle: vi.fn() }));
vi.mock('@/features/onchain/write/bundles', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  simulateInSequence: bundles.simulateInSequence,
  sendBundle: bundles.sendBundle,
}));
