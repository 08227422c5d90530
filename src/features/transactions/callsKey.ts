import { keccak256, stringToHex, type Hash } from 'viem';

/**
 * The record key of a bundle: the wallet's id is free-form, Recent Transactions keys by a 32-byte
 * hash. Loaded with the first bundle recorded.
 */
export function callsRecordKey(chainId: number, callsId: string): Hash {
  return keccak256(stringToHex(`eip5792:${chainId}:${callsId}`));
}
