import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';

/** The sign-in messages, from the one error catalogue (`wallet/errors.ts`). */
export const SIWE_ERROR_MESSAGES = {
  get prepare() {
    return WALLET_ERROR_MESSAGES.signInPrepareFailed;
  },
  get sign() {
    return WALLET_ERROR_MESSAGES.signMessageFailed;
  },
  get verify() {
    return WALLET_ERROR_MESSAGES.signInVerifyFailed;
  },
} as const;

export type SiweErrorMessage = string;
