/**
 * The wallet layer's error catalogue (specification, section 8). Every user-facing message
 * lives here, is thrown as a typed error with a stable code, and is asserted by a test.
 */

export const WALLET_ERROR_MESSAGES = {
  chainNotConfigured: (chainId: number) => `Chain ${chainId} is not configured.`,
} as const;

/** Base of every wallet-layer error: a stable `code` the UI and tests can rely on. */
export class WalletError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'WalletError';
  }
}

export class ChainNotConfiguredError extends WalletError {
  constructor(readonly chainId: number) {
    super('CHAIN_NOT_CONFIGURED', WALLET_ERROR_MESSAGES.chainNotConfigured(chainId));
    this.name = 'ChainNotConfiguredError';
  }
}
