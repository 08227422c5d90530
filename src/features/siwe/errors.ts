import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';

/** The sign-in messages, from the one error catalogue (`wallet/errors.ts`). */
export const SIWE_ERROR_MESSAGES = {
  prepare: WALLET_ERROR_MESSAGES.signInPrepareFailed,
  sign: WALLET_ERROR_MESSAGES.signMessageFailed,
  verify: WALLET_ERROR_MESSAGES.signInVerifyFailed,
} as const;

export type SiweErrorMessage = (typeof SIWE_ERROR_MESSAGES)[keyof typeof SIWE_ERROR_MESSAGES];
