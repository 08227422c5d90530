/**
 * viem's own definitions of the hub's chains (formatters, transaction serializers, ENS
 * contracts), which `clients.ts` merges under the hub's chain data. A chunk of its own, loaded
 * with the first client of a chain that has a definition: OP Mainnet's and Zora's carry the
 * OP-stack formatters and serializers (transaction serialization, RLP, the blob helpers,
 * SHA-256), which a read of any other chain, the local one included, does not need.
 */
export { arbitrum, bsc, goerli, mainnet, optimism, polygon, sepolia, zora } from 'viem/chains';
