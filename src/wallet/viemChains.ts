/**
 * viem's definitions of the hub's chains: a chunk of its own, loaded with the first client of
 * such a chain. OP Mainnet's and Zora's carry the OP-stack serializers (RLP, blobs, SHA-256).
 */
export { arbitrum, bsc, goerli, mainnet, optimism, polygon, sepolia, zora } from 'viem/chains';
