/**
 * The wallet layer's error catalogue (specification, section 8). Every user-facing message
 * lives here, is thrown as a typed error with a stable code, and is asserted by a test with its
 * exact text. The store only ever holds the serialized form (`toSerializedError`).
 */
import { RPC_ERROR_CODES, rpcErrorCode } from './eip1193';

/** Serializable form of a wallet-layer error, as stored in the state. */
export interface SerializedWalletError {
  code: string;
  message: string;
}

/** Stable codes; stored in state and relied on by the UI, so they never change. */
export const WALLET_ERROR_CODES = {
  userRejected: 'USER_REJECTED',
  resourceUnavailable: 'RESOURCE_UNAVAILABLE',
  unauthorized: 'UNAUTHORIZED',
  providerDisconnected: 'PROVIDER_DISCONNECTED',
  connectorNotFound: 'CONNECTOR_NOT_FOUND',
  connectorAlreadyConnected: 'CONNECTOR_ALREADY_CONNECTED',
  notConnected: 'NOT_CONNECTED',
  switchChainFailed: 'SWITCH_CHAIN_FAILED',
  switchChainNotSupported: 'SWITCH_CHAIN_NOT_SUPPORTED',
  chainNotConfigured: 'CHAIN_NOT_CONFIGURED',
  noChainsConfigured: 'NO_CHAINS_CONFIGURED',
  providerConfigurationMissing: 'PROVIDER_CONFIGURATION_MISSING',
  transportUrlMissing: 'TRANSPORT_URL_MISSING',
  safeInfoUnavailable: 'SAFE_INFO_UNAVAILABLE',
  safeProviderRequired: 'SAFE_PROVIDER_REQUIRED',
  walletConnectProjectIdMissing: 'WALLETCONNECT_PROJECT_ID_MISSING',
  wrongNetwork: 'WRONG_NETWORK',
  invalidInput: 'INVALID_INPUT',
  signInPrepareFailed: 'SIGN_IN_PREPARE_FAILED',
  signMessageFailed: 'SIGN_MESSAGE_FAILED',
  signInVerifyFailed: 'SIGN_IN_VERIFY_FAILED',
  unknown: 'UNKNOWN',
} as const;

export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[keyof typeof WALLET_ERROR_CODES];

/** Every message the wallet layer shows or raises, by situation. */
export const WALLET_ERROR_MESSAGES = {
  userRejected: 'You rejected the request in your wallet.',
  resourceUnavailable:
    'A request is already waiting in your wallet. Open your wallet to approve or reject it.',
  unauthorized: 'Your wallet has not authorised this site. Connect again and approve the request.',
  providerDisconnected: 'Your wallet is disconnected from the network. Reconnect it and retry.',
  connectorNotFound: (walletName: string) =>
    `${walletName} was not found in this browser. Install it, or pick another wallet.`,
  connectorAlreadyConnected: (walletName: string) => `${walletName} is already connected.`,
  notConnected: 'Connect a wallet first.',
  switchChainFailed: (chainName: string) =>
    `Could not switch your wallet to ${chainName}. Please retry, or switch from within your wallet.`,
  switchChainNotSupported:
    'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
  chainNotConfigured: (chainId: number) => `Chain ${chainId} is not configured.`,
  noChainsConfigured: 'No chains are configured: the hub needs at least one chain.',
  providerConfigurationMissing: 'Could not find valid provider configuration',
  transportUrlMissing: (chainName: string) =>
    `No URL was provided to the transport of ${chainName}: add an RPC URL to its configuration.`,
  safeInfoUnavailable: 'Could not load Safe information',
  safeProviderRequired: 'provider is required.',
  walletConnectProjectIdMissing:
    'No projectId found. WalletConnect needs a WalletConnect Cloud project id: set VITE_WALLETCONNECT_PROJECT_ID in .env.local (see .env.example) and rebuild the hub.',
  wrongNetwork: 'Wrong network detected, switch or disconnect to continue.',
  invalidInput: (what: string) => `Invalid request: ${what}`,
  signInPrepareFailed: 'Error preparing message, please retry!',
  signMessageFailed: 'Error signing message, please retry!',
  signInVerifyFailed: 'Error verifying signature, please retry!',
  unknown: 'Oops, something went wrong!',
} as const;

/** Short label of the wrong-network state (button, badge). */
export const WRONG_NETWORK_LABEL = 'Wrong network';

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

const C = WALLET_ERROR_CODES;
const M = WALLET_ERROR_MESSAGES;

/** The user closed the dialog, rejected in the wallet, or the wallet granted no account. */
export class UserRejectedRequestError extends WalletError {
  constructor(options?: { cause?: unknown }) {
    super(C.userRejected, M.userRejected, options);
    this.name = 'UserRejectedRequestError';
  }
}

/** `-32002`: a request is already pending in the wallet. */
export class ResourceUnavailableError extends WalletError {
  constructor(options?: { cause?: unknown }) {
    super(C.resourceUnavailable, M.resourceUnavailable, options);
    this.name = 'ResourceUnavailableError';
  }
}

/** `4100`: the wallet has not authorised the site. */
export class UnauthorizedError extends WalletError {
  constructor(options?: { cause?: unknown }) {
    super(C.unauthorized, M.unauthorized, options);
    this.name = 'UnauthorizedError';
  }
}

/** `4900` / `4901`: the wallet lost its connection to the chain. */
export class ProviderDisconnectedError extends WalletError {
  constructor(options?: { cause?: unknown }) {
    super(C.providerDisconnected, M.providerDisconnected, options);
    this.name = 'ProviderDisconnectedError';
  }
}

/** The chosen wallet is not in this browser. */
export class ConnectorNotFoundError extends WalletError {
  constructor(readonly walletName: string) {
    super(C.connectorNotFound, M.connectorNotFound(walletName));
    this.name = 'ConnectorNotFoundError';
  }
}

export class ConnectorAlreadyConnectedError extends WalletError {
  constructor(readonly walletName: string) {
    super(C.connectorAlreadyConnected, M.connectorAlreadyConnected(walletName));
    this.name = 'ConnectorAlreadyConnectedError';
  }
}

/** A wallet action was asked for while no wallet is connected (a connector is required). */
export class NotConnectedError extends WalletError {
  constructor() {
    super(C.notConnected, M.notConnected);
    this.name = 'NotConnectedError';
  }
}

/** The wallet refused or failed to switch (anything but "unknown chain" and "unsupported"). */
export class SwitchChainError extends WalletError {
  constructor(chainName: string, options?: { cause?: unknown }) {
    super(C.switchChainFailed, M.switchChainFailed(chainName), options);
    this.name = 'SwitchChainError';
  }
}

/** The wallet cannot switch (or add) networks on request. */
export class SwitchChainNotSupportedError extends WalletError {
  constructor(options?: { cause?: unknown }) {
    super(C.switchChainNotSupported, M.switchChainNotSupported, options);
    this.name = 'SwitchChainNotSupportedError';
  }
}

export class ChainNotConfiguredError extends WalletError {
  constructor(readonly chainId: number) {
    super(C.chainNotConfigured, M.chainNotConfigured(chainId));
    this.name = 'ChainNotConfiguredError';
  }
}

/** The chain list is empty. */
export class NoChainsConfiguredError extends WalletError {
  constructor() {
    super(C.noChainsConfigured, M.noChainsConfigured);
    this.name = 'NoChainsConfiguredError';
  }
}

/** A configured chain has no RPC URL to read it through. */
export class ProviderConfigurationError extends WalletError {
  constructor() {
    super(C.providerConfigurationMissing, M.providerConfigurationMissing);
    this.name = 'ProviderConfigurationError';
  }
}

/** A transport was built without a URL. */
export class TransportUrlMissingError extends WalletError {
  constructor(chainName: string) {
    super(C.transportUrlMissing, M.transportUrlMissing(chainName));
    this.name = 'TransportUrlMissingError';
  }
}

/** The Safe host did not answer `getInfo` in time. */
export class SafeInfoUnavailableError extends WalletError {
  constructor(options?: { cause?: unknown }) {
    super(C.safeInfoUnavailable, M.safeInfoUnavailable, options);
    this.name = 'SafeInfoUnavailableError';
  }
}

/** Safe was chosen where no Safe provider can exist (outside a Safe frame). */
export class SafeProviderRequiredError extends WalletError {
  constructor() {
    super(C.safeProviderRequired, M.safeProviderRequired);
    this.name = 'SafeProviderRequiredError';
  }
}

/** WalletConnect was chosen but the build has no project id. */
export class WalletConnectProjectIdMissingError extends WalletError {
  constructor() {
    super(C.walletConnectProjectIdMissing, M.walletConnectProjectIdMissing);
    this.name = 'WalletConnectProjectIdMissingError';
  }
}

/** The wallet is on a chain the hub does not support. */
export class WrongNetworkError extends WalletError {
  constructor() {
    super(C.wrongNetwork, M.wrongNetwork);
    this.name = 'WrongNetworkError';
  }
}

/** An intent arrived with a payload that fails validation; raised before any request. */
export class InvalidInputError extends WalletError {
  constructor(what: string) {
    super(C.invalidInput, M.invalidInput(what));
    this.name = 'InvalidInputError';
  }
}

export class SignInPrepareError extends WalletError {
  constructor(options?: { cause?: unknown }) {
    super(C.signInPrepareFailed, M.signInPrepareFailed, options);
    this.name = 'SignInPrepareError';
  }
}

export class SignMessageError extends WalletError {
  constructor(options?: { cause?: unknown }) {
    super(C.signMessageFailed, M.signMessageFailed, options);
    this.name = 'SignMessageError';
  }
}

export class SignInVerifyError extends WalletError {
  constructor(options?: { cause?: unknown }) {
    super(C.signInVerifyFailed, M.signInVerifyFailed, options);
    this.name = 'SignInVerifyError';
  }
}

/** Anything not foreseen: the generic message. */
export class UnknownWalletError extends WalletError {
  constructor(options?: { cause?: unknown }) {
    super(C.unknown, M.unknown, options);
    this.name = 'UnknownWalletError';
  }
}

/**
 * Turns whatever a provider or SDK threw into a catalogue error: catalogue errors pass through,
 * EIP-1193 codes map to their error, the rest becomes `fallback()` (the generic error unless the
 * caller knows better, e.g. a failed switch).
 */
export function toWalletError(
  error: unknown,
  fallback: (cause: unknown) => WalletError = (cause) => new UnknownWalletError({ cause }),
): WalletError {
  if (error instanceof WalletError) return error;
  switch (rpcErrorCode(error)) {
    case RPC_ERROR_CODES.userRejectedRequest:
      return new UserRejectedRequestError({ cause: error });
    case RPC_ERROR_CODES.resourceUnavailable:
      return new ResourceUnavailableError({ cause: error });
    case RPC_ERROR_CODES.unauthorized:
      return new UnauthorizedError({ cause: error });
    case RPC_ERROR_CODES.disconnected:
    case RPC_ERROR_CODES.chainDisconnected:
      return new ProviderDisconnectedError({ cause: error });
    default:
      return fallback(error);
  }
}

/** The serializable form the store keeps (code and message only, never the cause). */
export function toSerializedError(error: unknown): SerializedWalletError {
  const walletError = toWalletError(error);
  return { code: walletError.code, message: walletError.message };
}
