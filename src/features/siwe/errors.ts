/** The sign-in messages of the error catalogue (specification, section 8), word for word. */
export const SIWE_ERROR_MESSAGES = {
  prepare: 'Error preparing message, please retry!',
  sign: 'Error signing message, please retry!',
  verify: 'Error verifying signature, please retry!',
} as const;

export type SiweErrorMessage = (typeof SIWE_ERROR_MESSAGES)[keyof typeof SIWE_ERROR_MESSAGES];
