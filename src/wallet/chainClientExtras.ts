/**
 * The read actions only a wallet's own flows need (simulating a write, waiting for a receipt,
 * simulating a call bundle in sequence (`eth_simulateV1`), estimating its fee, the drop watch's nonce, a permit's deadline)
 * and ENS lookups (only for a connected account on a chain with ENS). Loaded on first use, so a
 * visitor's read path does not carry them. See `clients.ts`.
 */
export {
  estimateGas,
  getBlock,
  getEnsAvatar,
  getGasPrice,
  getTransactionCount,
  getEnsName,
  simulateBlocks,
  simulateContract,
  waitForTransactionReceipt,
} from 'viem/actions';
