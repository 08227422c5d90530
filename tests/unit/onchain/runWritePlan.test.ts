import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hash } from 'viem';
import { createAppStore } from '@/app/store';
import type { ContractCall } from '@/features/onchain/contracts';
import { callPlan, type WritePlan } from '@/features/onchain/write/plan';
import {
  runWritePlan,
  WRITE_MESSAGES,
  type WriteOptions,
} from '@/features/onchain/write/runWritePlan';
import { transactionConfirmed, transactionFailed } from '@/features/transactions/slice';
import { ProviderRpcError } from '@/wallet/eip1193';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
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
import { accountChanged } from '@/wallet/connectionSlice';
import { ACCOUNT, OTHER_ACCOUNT } from '../../support/walletState';

vi.mock('@/wallet/clients', async () => (await import('../../support/writeClients')).clientsModule);
vi.mock(
  '@/wallet/walletActions',
  async () => (await import('../../support/writeClients')).walletActionsModule,
);

const HASH: Hash = `0x${'ab'.repeat(32)}`;
const HASH_2: Hash = `0x${'cd'.repeat(32)}`;
const CHAIN_ID = WRITE_CHAIN_ID;
const CALL = mintCall(2);
const RECORD = { description: 'Mint 2 bears', intent: { kind: 'mint', data: { quantity: 2 } } };
const PLAN = callPlan(CALL, RECORD);

/** The one mint intent of these tests, through the one executor. */
const mint = (options?: WriteOptions, plan: WritePlan = PLAN, chainId = CHAIN_ID) =>
  runWritePlan('mint', chainId, plan, options);

function simulateSucceeds() {
  client.simulateContract.mockResolvedValue({ request: { ...CALL, account: ACCOUNT } });
}

describe('runWritePlan: the one transaction lifecycle', () => {
  afterEach(() => resetProviderRegistry());
  beforeEach(() => {
    resetWriteClients();
  });

  it('behavior: a refused simulation shows the decoded custom error and never asks the wallet', async () => {
    client.simulateContract.mockRejectedValue(mintReverted('ExceedsWalletLimit', [1n], 2));
    const store = connectedWriteStore();
    const describeRevert = vi.fn(
      ({ errorName, args }: { errorName: string; args: readonly unknown[] }) =>
        `${errorName}: ${String(args[0])} left`,
    );
    const result = await store.dispatch(mint({ describeRevert }));
    expect(result).toEqual({ stage: 'refused', hash: null, message: 'ExceedsWalletLimit: 1 left' });
    expect(describeRevert).toHaveBeenCalledWith({ errorName: 'ExceedsWalletLimit', args: [1n] });
    expect(wallet.writeContract).not.toHaveBeenCalled();
    expect(store.getState().writeFlows.mint).toMatchObject({
      stage: 'refused',
      message: 'ExceedsWalletLimit: 1 left',
    });
    expect(recordsOf(store)).toEqual([]);
  });

  it('behavior: a refusal without a describer gets the generic refusal sentence', async () => {
    client.simulateContract.mockRejectedValue(mintReverted('SoldOut', undefined, 2));
    const result = await connectedWriteStore().dispatch(mint());
    expect(result.message).toBe(WRITE_MESSAGES.refusedUnknown);
  });

  it('behavior: a simulation failing for another reason (network) is a generic failure', async () => {
    client.simulateContract.mockRejectedValue(new Error('fetch failed'));
    const result = await connectedWriteStore().dispatch(mint());
    expect(result).toEqual({ stage: 'failed', hash: null, message: WALLET_ERROR_MESSAGES.unknown });
    expect(wallet.writeContract).not.toHaveBeenCalled();
  });

  it('behavior: a rejection in the wallet (4001) ends rejected, with nothing recorded', async () => {
    simulateSucceeds();
    wallet.writeContract.mockRejectedValue(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    );
    const store = connectedWriteStore();
    const result = await store.dispatch(mint());
    expect(result).toEqual({ stage: 'rejected', hash: null, message: WRITE_MESSAGES.rejected });
    expect(recordsOf(store)).toEqual([]);
  });

  it('behavior: a wallet error the catalogue does not know ends with the generic sentence and its cause logged once', async () => {
    simulateSucceeds();
    const cause = new Error('Invalid from address');
    wallet.writeContract.mockRejectedValue(cause);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await connectedWriteStore().dispatch(mint());
    expect(result).toEqual({ stage: 'failed', hash: null, message: WALLET_ERROR_MESSAGES.unknown });
    expect(consoleError.mock.calls.filter((call) => call.includes(cause))).toHaveLength(1);
    consoleError.mockRestore();
  });

  it('behavior: a wallet SDK’s own rejection (WalletConnect 5000, the Safe host’s words) ends rejected', async () => {
    simulateSucceeds();
    for (const error of [
      Object.assign(new Error('User rejected.'), { code: 5000 }),
      new Error('Transaction was rejected'),
    ]) {
      wallet.writeContract.mockRejectedValueOnce(error);
      const result = await connectedWriteStore().dispatch(mint());
      expect(result).toEqual({ stage: 'rejected', hash: null, message: WRITE_MESSAGES.rejected });
    }
  });

  it('behavior: a sent transaction is pending in Recent Transactions, then confirmed', async () => {
    simulateSucceeds();
    wallet.writeContract.mockResolvedValue(HASH);
    const store = connectedWriteStore();
    const running = store.dispatch(mint());
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    expect(store.getState().writeFlows.mint?.hash).toBe(HASH);
    expect(recordsOf(store)).toEqual([
      expect.objectContaining({ hash: HASH, description: 'Mint 2 bears', status: 'pending' }),
    ]);
    expect(wallet.writeContract).toHaveBeenCalledWith(
      expect.objectContaining({ functionName: 'mint', args: [2n], value: 20n, account: ACCOUNT }),
    );

    store.dispatch(transactionConfirmed({ account: ACCOUNT, chainId: CHAIN_ID, hash: HASH }));
    expect(await running).toEqual({ stage: 'confirmed', hash: HASH, message: null });
    expect(recordsOf(store)[0]?.status).toBe('confirmed');
  });

  it('behavior: a transaction reverted on chain ends failed with its reason', async () => {
    simulateSucceeds();
    wallet.writeContract.mockResolvedValue(HASH);
    const store = connectedWriteStore();
    const running = store.dispatch(mint());
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    // Mined and reverted; the same call replayed at its block does not say why.
    client.getTransactionReceipt.mockResolvedValue({ status: 'reverted', blockNumber: 5n });
    store.dispatch(minedAndReverted(HASH));
    expect(await running).toEqual({
      stage: 'failed',
      hash: HASH,
      message: WRITE_MESSAGES.reverted,
    });
    expect(recordsOf(store)[0]?.status).toBe('failed');
    expect(client.getTransactionReceipt).toHaveBeenCalledWith({ hash: HASH });
  });

  it('behavior: a transaction the watch ends with a speed-up ends with the hash that was mined', async () => {
    simulateSucceeds();
    wallet.writeContract.mockResolvedValue(HASH);
    const store = connectedWriteStore();
    const running = store.dispatch(mint());
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    store.dispatch(
      transactionConfirmed({ account: ACCOUNT, chainId: CHAIN_ID, hash: HASH, hashes: [HASH_2] }),
    );
    expect(await running).toEqual({ stage: 'confirmed', hash: HASH_2, message: null });
  });

  it('behavior: a transaction dropped before it was mined ends failed "not mined"', async () => {
    simulateSucceeds();
    wallet.writeContract.mockResolvedValue(HASH);
    const store = connectedWriteStore();
    const running = store.dispatch(mint());
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    store.dispatch(
      transactionFailed({ account: ACCOUNT, chainId: CHAIN_ID, hash: HASH, reason: 'notMined' }),
    );
    expect(await running).toEqual({
      stage: 'failed',
      hash: HASH,
      message: WRITE_MESSAGES.notMined,
    });
  });

  it('behavior: a second request while the first is busy is ignored (no double send)', async () => {
    simulateSucceeds();
    let send: (hash: Hash) => void = () => {};
    wallet.writeContract.mockReturnValue(new Promise<Hash>((resolve) => (send = resolve)));
    const store = connectedWriteStore();
    const first = store.dispatch(mint());
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('confirming'));
    const second = await store.dispatch(mint());
    expect(second.stage).toBe('confirming');
    expect(client.simulateContract).toHaveBeenCalledTimes(1);
    send(HASH);
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    store.dispatch(transactionConfirmed({ account: ACCOUNT, chainId: CHAIN_ID, hash: HASH }));
    await first;
    expect(wallet.writeContract).toHaveBeenCalledTimes(1);
  });

  it("behavior: a request for another chain than the wallet's is refused before any request", async () => {
    const store = connectedWriteStore();
    const result = await store.dispatch(mint({}, callPlan({ ...CALL, chainId: 137 }, RECORD), 137));
    expect(result).toEqual({
      stage: 'failed',
      hash: null,
      message: 'Switch your wallet to Polygon first.',
    });
    expect(client.simulateContract).not.toHaveBeenCalled();
    expect(wallet.writeContract).not.toHaveBeenCalled();
  });

  it('behavior: a wallet that is itself on another chain than the connection says is refused before any simulation', async () => {
    const store = connectedWriteStore(137);
    const result = await store.dispatch(mint());
    expect(result).toEqual({
      stage: 'failed',
      hash: null,
      message: 'Switch your wallet to Ethereum first.',
    });
    expect(store.walletRequests.map(({ method }) => method)).toEqual(['eth_chainId']);
    expect(client.simulateContract).not.toHaveBeenCalled();
  });

  it('behavior: without a connected wallet nothing is simulated or sent', async () => {
    const store = createAppStore();
    const result = await store.dispatch(mint());
    expect(result).toEqual({ stage: 'failed', hash: null, message: WRITE_MESSAGES.notConnected });
    expect(client.simulateContract).not.toHaveBeenCalled();
  });
});

const bundles = vi.hoisted(() => ({
  simulateInSequence: vi.fn(),
  sendBundle: vi.fn(),
}));
vi.mock('@/features/onchain/write/bundles', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  simulateInSequence: bundles.simulateInSequence,
  sendBundle: bundles.sendBundle,
}));

const APPROVE: ContractCall = { ...CALL, functionName: 'approve', args: [], value: undefined };
const approveStep = {
  type: 'call',
  label: 'staking.approvalLabel',
  call: APPROVE,
  record: { description: 'Approve', intent: { kind: 'approve', data: {} } },
} as const;
const mintStep = { type: 'call', label: 'staking.stake', call: CALL, record: RECORD } as const;

describe('runWritePlan: a plan of several typed steps is one flow', () => {
  afterEach(() => resetProviderRegistry());
  beforeEach(() => {
    resetWriteClients();
    client.simulateContract.mockImplementation(async (request: unknown) => ({ request }));
    bundles.simulateInSequence.mockReset();
    bundles.sendBundle.mockReset();
  });

  it('behavior: each call waits for the one before it to be confirmed, under its own label', async () => {
    wallet.writeContract.mockResolvedValueOnce(HASH).mockResolvedValueOnce(HASH_2);
    const store = connectedWriteStore();
    const running = store.dispatch(mint({}, [approveStep, mintStep]));
    await vi.waitFor(() =>
      expect(store.getState().writeFlows.mint).toMatchObject({
        stage: 'pending',
        hash: HASH,
        label: 'staking.approvalLabel',
      }),
    );
    expect(wallet.writeContract).toHaveBeenCalledTimes(1);
    // Busy all along: a second click is ignored.
    expect((await store.dispatch(mint({}, [approveStep, mintStep]))).stage).toBe('pending');
    store.dispatch(transactionConfirmed({ account: ACCOUNT, chainId: CHAIN_ID, hash: HASH }));
    await vi.waitFor(() =>
      expect(store.getState().writeFlows.mint).toMatchObject({
        stage: 'pending',
        hash: HASH_2,
        label: 'staking.stake',
      }),
    );
    store.dispatch(transactionConfirmed({ account: ACCOUNT, chainId: CHAIN_ID, hash: HASH_2 }));
    expect(await running).toEqual({ stage: 'confirmed', hash: HASH_2, message: null });
    expect(recordsOf(store).map((record) => record.description)).toEqual([
      'Mint 2 bears',
      'Approve',
    ]);
  });

  it('behavior: a first step that fails stops the plan; the next is never sent', async () => {
    wallet.writeContract.mockResolvedValueOnce(HASH);
    const store = connectedWriteStore();
    const running = store.dispatch(mint({}, [approveStep, mintStep]));
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    // Mined and reverted; the same call replayed at its block does not say why.
    client.getTransactionReceipt.mockResolvedValue({ status: 'reverted', blockNumber: 5n });
    store.dispatch(minedAndReverted(HASH));
    expect(await running).toMatchObject({ stage: 'failed', message: WRITE_MESSAGES.reverted });
    expect(wallet.writeContract).toHaveBeenCalledTimes(1);
  });

  it('behavior: a check step reads first and decides the steps that follow', async () => {
    wallet.writeContract.mockResolvedValueOnce(HASH);
    const store = connectedWriteStore();
    const decide = vi.fn(async () => [mintStep]);
    const running = store.dispatch(
      mint({}, [{ type: 'check', decide, failedMessage: 'Could not read.' }]),
    );
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    expect(decide).toHaveBeenCalledWith(
      expect.objectContaining({ chainId: CHAIN_ID, account: ACCOUNT }),
    );
    store.dispatch(transactionConfirmed({ account: ACCOUNT, chainId: CHAIN_ID, hash: HASH }));
    expect((await running).stage).toBe('confirmed');

    const failing = vi.fn(async () => Promise.reject(new Error('RPC down')));
    const failed = await store.dispatch(
      mint({}, [{ type: 'check', decide: failing, failedMessage: 'Could not read.' }]),
    );
    expect(failed).toEqual({ stage: 'failed', hash: null, message: 'Could not read.' });
  });

  it('behavior: a signature the wallet cannot give runs the fallback plan; one it was refused ends rejected', async () => {
    wallet.writeContract.mockResolvedValueOnce(HASH);
    const store = connectedWriteStore();
    const signature = (error: unknown) =>
      ({
        type: 'signature',
        label: 'staking.signatureLabel',
        key: 'permit',
        sign: async () => Promise.reject(error),
        isUnsupported: (cause: unknown) => (cause as { code?: number }).code === 4200,
        otherwise: [mintStep],
        failedMessage: 'Could not sign.',
      }) as const;
    const unsupported = store.dispatch(
      mint({}, [signature(new ProviderRpcError(4200, 'no')), { ...mintStep, call: APPROVE }]),
    );
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    // The fallback replaced the rest of the plan: the mint, not the approval after the signature.
    expect(wallet.writeContract).toHaveBeenCalledWith(
      expect.objectContaining({ functionName: 'mint' }),
    );
    store.dispatch(transactionConfirmed({ account: ACCOUNT, chainId: CHAIN_ID, hash: HASH }));
    expect((await unsupported).stage).toBe('confirmed');

    const rejected = await store.dispatch(mint({}, [signature(new ProviderRpcError(4001, 'no'))]));
    expect(rejected).toMatchObject({ stage: 'rejected', message: WRITE_MESSAGES.rejected });
    const broken = await store.dispatch(mint({}, [signature(new Error('boom'))]));
    expect(broken).toMatchObject({ stage: 'failed', message: 'Could not sign.' });
  });

  it('behavior: a bundle is one record watched by its id; a bundle that cannot be used runs the fallback, nothing sent', async () => {
    const bundleStep = {
      type: 'bundle',
      label: 'staking.stake',
      calls: [APPROVE, CALL],
      record: RECORD,
      otherwise: [mintStep],
      failedMessage: 'The bundle failed.',
    } as const;
    const store = connectedWriteStore();
    bundles.simulateInSequence.mockResolvedValue({ ok: true });
    bundles.sendBundle.mockResolvedValue('0xb0b');
    const running = store.dispatch(mint({}, [bundleStep]));
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    const [record] = recordsOf(store);
    expect(record).toMatchObject({ callsId: '0xb0b', description: 'Mint 2 bears' });
    expect(wallet.writeContract).not.toHaveBeenCalled();
    store.dispatch(transactionFailed({ account: ACCOUNT, chainId: CHAIN_ID, hash: record!.hash }));
    expect(await running).toMatchObject({ stage: 'failed', message: 'The bundle failed.' });

    // The node cannot simulate a sequence: the fallback plan instead, no bundle sent.
    bundles.sendBundle.mockClear();
    bundles.simulateInSequence.mockResolvedValue('unavailable');
    wallet.writeContract.mockResolvedValueOnce(HASH_2);
    const fallback = store.dispatch(mint({}, [bundleStep]));
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.hash).toBe(HASH_2));
    expect(bundles.sendBundle).not.toHaveBeenCalled();
    store.dispatch(transactionConfirmed({ account: ACCOUNT, chainId: CHAIN_ID, hash: HASH_2 }));
    expect((await fallback).stage).toBe('confirmed');
  });

  it('behavior: a bundle ends with the transactions the watch reports carried it: the status line keeps its record, the preview compares their receipts', async () => {
    const bundleStep = {
      type: 'bundle',
      calls: [APPROVE, CALL],
      record: RECORD,
      otherwise: [],
      failedMessage: 'The bundle failed.',
    } as const;
    const store = connectedWriteStore();
    bundles.simulateInSequence.mockResolvedValue({ ok: true });
    bundles.sendBundle.mockResolvedValue('0xb0b');
    preview.compareWithReceipts.mockResolvedValue('As previewed.');
    const expectation = { account: ACCOUNT } as unknown as NonNullable<WriteOptions['expect']>;
    const running = store.dispatch(mint({ expect: expectation }, [bundleStep]));
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    const key = recordsOf(store)[0]!.hash;
    store.dispatch(
      transactionConfirmed({
        account: ACCOUNT,
        chainId: CHAIN_ID,
        hash: key,
        hashes: [HASH, HASH_2],
      }),
    );
    expect(await running).toEqual({ stage: 'confirmed', hash: key, message: 'As previewed.' });
    expect(preview.compareWithReceipts).toHaveBeenCalledWith(
      CHAIN_ID,
      ACCOUNT,
      [HASH, HASH_2],
      expectation,
    );
  });

  it('behavior: a permit signature is abandoned when the account changes while the wallet asks; nothing is sent', async () => {
    const store = connectedWriteStore();
    const sign = vi.fn(() => new Promise<never>(() => {}));
    const running = store.dispatch(
      mint({}, [
        {
          type: 'signature',
          key: 'permit',
          sign,
          isUnsupported: () => false,
          otherwise: [],
          failedMessage: 'Could not sign.',
        },
        mintStep,
      ]),
    );
    await vi.waitFor(() => expect(sign).toHaveBeenCalled());
    expect(store.getState().writeFlows.mint?.stage).toBe('confirming');
    store.dispatch(accountChanged(OTHER_ACCOUNT));
    expect(await running).toEqual({
      stage: 'failed',
      hash: null,
      message: WRITE_MESSAGES.walletChanged,
    });
    expect(client.simulateContract).not.toHaveBeenCalled();
    expect(wallet.writeContract).not.toHaveBeenCalled();
  });
});

const preview = vi.hoisted(() => ({ compareWithReceipts: vi.fn() }));
vi.mock('@/features/onchain/preview', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  compareWithReceipts: preview.compareWithReceipts,
}));
