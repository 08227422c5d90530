import { vi } from 'vitest';

// The viem clients the write executor is handed in the write tests, for
//   vi.mock('@/wallet/clients', async () => (await import('…/writeClients')).clientsModule);
//   vi.mock('@/wallet/walletActions', async () => (await import('…/writeClients')).walletActionsModule);
// Imports nothing of the app: the mocks' factories load it before the app's modules.

/** An answer that never comes (a receipt, a transaction): the record stays pending. */
const never = () => new Promise(() => {});

/** The chain client: the tests decide each answer. */
export const client = {
  simulateContract: vi.fn(),
  getTransactionReceipt: vi.fn(never),
  getTransaction: vi.fn(never),
  getTransactionCount: vi.fn(),
};

/** The connected wallet's client. */
export const wallet = { chain: undefined, writeContract: vi.fn() };

export const clientsModule = { getChainClient: vi.fn(() => client) };
export const walletActionsModule = { getActiveWalletClient: vi.fn(async () => wallet) };

/** Forgets every answer told and every call: nothing simulated or sent, nothing ever mined. */
export function resetWriteClients() {
  client.simulateContract.mockReset();
  client.getTransactionReceipt.mockReset().mockImplementation(never);
  client.getTransaction.mockReset().mockImplementation(never);
  client.getTransactionCount.mockReset();
  wallet.writeContract.mockReset();
}
