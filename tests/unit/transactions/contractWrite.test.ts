import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  type Hash,
} from 'viem';
import { createAppStore } from '@/app/store';
import { bearNftAbi } from '@/contracts/generated/BearNft';
import {
  runContractWrite,
  WRITE_MESSAGES,
  type ContractWriteRequest,
} from '@/features/transactions/contractWrite';
import { transactionConfirmed, transactionFailed } from '@/features/transactions/slice';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { ACCOUNT, connectedState } from '../../support/walletState';

const client = {
  simulateContract: vi.fn(),
  // The receipt watcher of Recent Transactions waits forever: the tests decide the outcome.
  // A receipt that never comes: the record stays pending.
  getTransactionReceipt: vi.fn(() => new Promise(() => {})),
  getTransaction: vi.fn(),
};
const wallet = { chain: undefined, writeContract: vi.fn() };

vi.mock('@/wallet/clients', () => ({ getChainClient: vi.fn(() => client) }));
vi.mock('@/wallet/walletActions', () => ({ getActiveWalletClient: vi.fn(async () => wallet) }));

const HASH: Hash = `0x${'ab'.repeat(32)}`;
const CHAIN_ID = 1;
const REQUEST: ContractWriteRequest = {
  chainId: CHAIN_ID,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  abi: bearNftAbi,
  functionName: 'mint',
  args: [2n],
  value: 20n,
  description: 'Mint 2 bears',
};

function connectedStore() {
  return createAppStore({
    connection: connectedState({ chain: { id: CHAIN_ID, unsupported: false } }),
  });
}

const recordsOf = (store: ReturnType<typeof createAppStore>) =>
  store.getState().transactions.byAccount[ACCOUNT.toLowerCase()]?.[String(CHAIN_ID)] ?? [];

function revertError(errorName: string, args?: readonly unknown[]) {
  const data = encodeErrorResult({ abi: bearNftAbi, errorName, args } as Parameters<
    typeof encodeErrorResult
  >[0]);
  const reverted = new ContractFunctionRevertedError({
    abi: bearNftAbi,
    data,
    functionName: 'mint',
  });
  return new ContractFunctionExecutionError(reverted, {
    abi: bearNftAbi,
    functionName: 'mint',
    args: [2n],
  });
}

function simulateSucceeds() {
  client.simulateContract.mockResolvedValue({ request: { ...REQUEST, account: ACCOUNT } });
}

describe('runContractWrite: the one transaction lifecycle', () => {
  beforeEach(() => {
    client.simulateContract.mockReset();
    wallet.writeContract.mockReset();
    client.getTransactionReceipt.mockReset();
    client.getTransactionReceipt.mockImplementation(() => new Promise(() => {}));
  });

  it('behavior: a refused simulation shows the decoded custom error and never asks the wallet', async () => {
    client.simulateContract.mockRejectedValue(revertError('ExceedsWalletLimit', [1n]));
    const store = connectedStore();
    const describeRevert = vi.fn(
      ({ errorName, args }: { errorName: string; args: readonly unknown[] }) =>
        `${errorName}: ${String(args[0])} left`,
    );
    const result = await store.dispatch(runContractWrite('mint', REQUEST, { describeRevert }));
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
    client.simulateContract.mockRejectedValue(revertError('SoldOut'));
    const result = await connectedStore().dispatch(runContractWrite('mint', REQUEST));
    expect(result.message).toBe(WRITE_MESSAGES.refusedUnknown);
  });

  it('behavior: a simulation failing for another reason (network) is a generic failure', async () => {
    client.simulateContract.mockRejectedValue(new Error('fetch failed'));
    const result = await connectedStore().dispatch(runContractWrite('mint', REQUEST));
    expect(result).toEqual({ stage: 'failed', hash: null, message: WALLET_ERROR_MESSAGES.unknown });
    expect(wallet.writeContract).not.toHaveBeenCalled();
  });

  it('behavior: a rejection in the wallet (4001) ends rejected, with nothing recorded', async () => {
    simulateSucceeds();
    wallet.writeContract.mockRejectedValue(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    );
    const store = connectedStore();
    const result = await store.dispatch(runContractWrite('mint', REQUEST));
    expect(result).toEqual({ stage: 'rejected', hash: null, message: WRITE_MESSAGES.rejected });
    expect(recordsOf(store)).toEqual([]);
  });

  it('behavior: a sent transaction is pending in Recent Transactions, then confirmed', async () => {
    simulateSucceeds();
    wallet.writeContract.mockResolvedValue(HASH);
    const store = connectedStore();
    const running = store.dispatch(runContractWrite('mint', REQUEST));
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
    const store = connectedStore();
    const running = store.dispatch(runContractWrite('mint', REQUEST));
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    // Mined and reverted; the same call replayed at its block does not say why.
    client.getTransactionReceipt.mockResolvedValue({ status: 'reverted', blockNumber: 5n });
    store.dispatch(transactionFailed({ account: ACCOUNT, chainId: CHAIN_ID, hash: HASH }));
    expect(await running).toEqual({
      stage: 'failed',
      hash: HASH,
      message: WRITE_MESSAGES.reverted,
    });
    expect(recordsOf(store)[0]?.status).toBe('failed');
  });

  it('behavior: a second request while the first is busy is ignored (no double send)', async () => {
    simulateSucceeds();
    let send: (hash: Hash) => void = () => {};
    wallet.writeContract.mockReturnValue(new Promise<Hash>((resolve) => (send = resolve)));
    const store = connectedStore();
    const first = store.dispatch(runContractWrite('mint', REQUEST));
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('confirming'));
    const second = await store.dispatch(runContractWrite('mint', REQUEST));
    expect(second.stage).toBe('confirming');
    expect(client.simulateContract).toHaveBeenCalledTimes(1);
    send(HASH);
    await vi.waitFor(() => expect(store.getState().writeFlows.mint?.stage).toBe('pending'));
    store.dispatch(transactionConfirmed({ account: ACCOUNT, chainId: CHAIN_ID, hash: HASH }));
    await first;
    expect(wallet.writeContract).toHaveBeenCalledTimes(1);
  });

  it("behavior: a request for another chain than the wallet's is refused before any request", async () => {
    const store = connectedStore();
    const result = await store.dispatch(runContractWrite('mint', { ...REQUEST, chainId: 137 }));
    expect(result).toEqual({
      stage: 'failed',
      hash: null,
      message: 'Switch your wallet to Polygon first.',
    });
    expect(client.simulateContract).not.toHaveBeenCalled();
    expect(wallet.writeContract).not.toHaveBeenCalled();
  });

  it('behavior: without a connected wallet nothing is simulated or sent', async () => {
    const store = createAppStore();
    const result = await store.dispatch(runContractWrite('mint', REQUEST));
    expect(result).toEqual({ stage: 'failed', hash: null, message: WRITE_MESSAGES.notConnected });
    expect(client.simulateContract).not.toHaveBeenCalled();
  });
});
