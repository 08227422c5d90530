/**
 * The read actions only a wallet's own flows need (simulating a write, waiting for a receipt)
 * and ENS lookups (only for a connected account on a chain with ENS). Loaded on first use, so a
 * visitor's read path does not carry them. See `clients.ts`.
 */
export {
  getEnsAvatar,
  getEnsName,
  simulateContract,
  waitForTransactionReceipt,
} from 'viem/actions';
