import { getAddress, isAddress } from 'viem';

/** EIP-55 checksummed form of an address, or undefined when `value` is not an address. */
export function toChecksumAddress(value: string): `0x${string}` | undefined {
  return isAddress(value, { strict: false }) ? getAddress(value) : undefined;
}
