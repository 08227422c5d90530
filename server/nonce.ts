import { randomBytes } from 'node:crypto';

/** 128 bits from the operating system's CSPRNG: no visitor can guess another's nonce. */
export const NONCE_BYTES = 16;

/**
 * A fresh EIP-4361 nonce: {@link NONCE_BYTES} random bytes as lowercase hex (alphanumeric, as the
 * message grammar requires, 32 characters). Each call is independent of every other.
 */
export function createSiweNonce(): string {
  return randomBytes(NONCE_BYTES).toString('hex');
}
