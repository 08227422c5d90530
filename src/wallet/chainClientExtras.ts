/**
 * The read actions only a wallet's own flows need (simulating a write, simulating a call bundle
 * in sequence (`eth_simulateV1`), following a sent transaction (its receipt, the transaction
 * itself), estimating its fee, a permit's deadline, a permit's nonce and domain)
 * and ENS lookups (only for a connected account on a chain with ENS). Loaded on first use, so a
 * visitor's read path does not carry them. See `clients.ts`.
 */
export {
  estimateGas,
  getBlock,
  getBlockNumber,
  getEnsAvatar,
  getGasPrice,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  getEnsName,
  readContract,
  simulateBlocks,
  simulateContract,
} from 'viem/actions';
