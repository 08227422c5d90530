/**
 * The wallet layer's error catalogue (specification, section 8): one table of situations, each
 * with a stable code and its exact message, asserted by a test. Errors are thrown as
 * `WalletError`s (a class per situation where a caller constructs it by name); the store only
 * ever holds the serialized form (`toSerializedError`).
 */
import { RPC_ERROR_CODES, rpcErrorCode } from './eip1193';

/** Serializable form of a wallet-layer error, as stored in the state. */
export interface SerializedWalletError {
  code: string;
  message: string;
}

/**
 * Every situation: its code (stored in state and relied on by the UI, so it never changes) and
 * its message (a sentence, or a sentence about one name).
 */
const CATALOGUE = {
  userRejected: { code: 'USER_REJECTED', message: 'You rejected the request in your wallet.' },
  resourceUnavailable: {
    code: 'RESOURCE_UNAVAILABLE',
    message: 'A request is already waiting in your wallet. Open your wallet to approve or reject it.',
  },
  unauthorized: {
    code: 'UNAUTHORIZED',
    message: 'Your wallet has not authorised this site. Connect again and approve the request.',
  },
  providerDisconnected: {
    code: 'PROVIDER_DISCONNECTED',
    message: 'Your wallet is disconnected from the network. Reconnect it and retry.',
  },
  connectorNotFound: {
    code: 'CONNECTOR_NOT_FOUND',
    message: (walletName: string) =>
      `${walletName} was not found in this browser. Install it, or pick another wallet.`,
  },
  connectorAlreadyConnected: {
    code: 'CONNECTOR_ALREADY_CONNECTED',
    message: (walletName: string) => `${walletName} is already connected.`,
  },
  notConnected: { code: 'NOT_CONNECTED', message: 'Connect a wallet first.' },
  switchChainFailed: {
    code: 'SWITCH_CHAIN_FAILED',
    message: (chainName: string) =>
      `Could not switch your wallet to ${chainName}. Please retry, or switch from within your wallet.`,
  },
  switchChainNotSupported: {
    code: 'SWITCH_CHAIN_NOT_SUPPORTED',
    message:
      'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
  },
  chainNotConfigured: {
    code: 'CHAIN_NOT_CONFIGURED',
    message: (chainId: number) => `Chain ${chainId} is not configured.`,
  },
  noChainsConfigured: {
    code: 'NO_CHAINS_CONFIGURED',
    message: 'No chains are configured: the hub needs at least one chain.',
  },
  providerConfigurationMissing: {
    code: 'PROVIDER_CONFIGURATION_MISSING',
    message: 'Could not find valid provider configuration',
  },
  transportUrlMissing: {
    code: 'TRANSPORT_URL_MISSING',
    message: (chainName: string) =>
      `No URL was provided to the transport of ${chainName}: add an RPC URL to its configuration.`,
  },
  safeInfoUnavailable: { code: 'SAFE_INFO_UNAVAILABLE', message: 'Could not load Safe information' },
  safeProviderRequired: { code: 'SAFE_PROVIDER_REQUIRED', message: 'provider is required.' },
  walletConnectProjectIdMissing: {
    code: 'WALLETCONNECT_PROJECT_ID_MISSING',
    message:
      'No projectId found. WalletConnect needs a WalletConnect Cloud project id: set VITE_WALLETCONNECT_PROJECT_ID in .env.local (see .env.example) and rebuild the hub.',
  },
  wrongNetwork: {
    code: 'WRONG_NETWORK',
    message: 'Wrong network detected, switch or disconnect to continue.',
  },
  invalidInput: { code: 'INVALID_INPUT', message: (what: string) => `Invalid request: ${what}` },
  signInPrepareFailed: {
    code: 'SIGN_IN_PREPARE_FAILED',
    message: 'Error preparing message, please retry!',
  },
  signMessageFailed: { code: 'SIGN_MESSAGE_FAILED', message: 'Error signing message, please retry!' },
  signInVerifyFailed: {
    code: 'SIGN_IN_VERIFY_FAILED',
    message: 'Error verifying signature, please retry!',
  },
  unknown: { code: 'UNKNOWN', message: 'Oops, something went wrong!' },
} as const;

type Catalogue = typeof CATALOGUE;
export type WalletErrorSituation = keyof Catalogue;

/** Stable codes by situation. */
export const WALLET_ERROR_CODES = Object.fromEntries(
  Object.entries(CATALOGUE).map(([situation, entry]) => [situation, entry.code]),
) as { readonly [S in WalletErrorSituation]: Catalogue[S]['code'] };

export type WalletErrorCode = Catalogue[WalletErrorSituation]['code'];

/** Every message the wallet layer shows or raises, by situation. */
export const WALLET_ERROR_MESSAGES = Object.fromEntries(
  Object.entries(CATALOGUE).map(([situation, entry]) => [situation, entry.message]),
) as { readonly [S in WalletErrorSituation]: Catalogue[S]['message'] };

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

type ErrorOptions = { cause?: unknown };
type MessageArgs<S extends WalletErrorSituation> = Catalogue[S]['message'] extends (
  ...args: infer Args
) => string
  ? Args
  : [];
type SituationErrorClass<S extends WalletErrorSituation> = new (
  ...args: [...MessageArgs<S>, options?: ErrorOptions]
) => WalletError;

/** The error of one situation: its arguments are those of its message, then `{ cause }`. */
export function walletError<S extends WalletErrorSituation>(
  situation: S,
  ...args: [...MessageArgs<S>, options?: ErrorOptions]
): WalletError {
  const { code, message } = CATALOGUE[situation] as { code: string; message: string | ((arg: unknown) => string) };
  if (typeof message === 'string') return new WalletError(code, message, args[0] as ErrorOptions | undefined);
  return new WalletError(code, message(args[0]), args[1] as ErrorOptions | undefined);
}

/** A named class for a situation that callers construct by name. */
function situationClass<S extends WalletErrorSituation>(situation: S, name: string): SituationErrorClass<S> {
  const { code, message } = CATALOGUE[situation] as { code: string; message: string | ((arg: unknown) => string) };
  const Situation = class extends WalletError {
    constructor(...args: unknown[]) {
      const [text, options] =
        typeof message === 'string' ? [message, args[0]] : [message(args[0]), args[1]];
      super(code, text, options as ErrorOptions | undefined);
      this.name = name;
    }
  };
  return Situation as unknown as SituationErrorClass<S>;
}

/** The user closed the dialog, rejected in the wallet, or the wallet granted no account. */
export const UserRejectedRequestError = situationClass('userRejected', 'UserRejectedRequestError');
/** `-32002`: a request is already pending in the wallet. */
export const ResourceUnavailableError = situationClass('resourceUnavailable', 'ResourceUnavailableError');
/** `4100`: the wallet has not authorised the site. */
export const UnauthorizedError = situationClass('unauthorized', 'UnauthorizedError');
/** `4900` / `4901`: the wallet lost its connection to the chain. */
export const ProviderDisconnectedError = situationClass('providerDisconnected', 'ProviderDisconnectedError');
/** The chosen wallet is not in this browser. */
export const ConnectorNotFoundError = situationClass('connectorNotFound', 'ConnectorNotFoundError');
export const ConnectorAlreadyConnectedError = situationClass(
  'connectorAlreadyConnected',
  'ConnectorAlreadyConnectedError',
);
/** A wallet action was asked for while no wallet is connected (a connector is required). */
export const NotConnectedError = situationClass('notConnected', 'NotConnectedError');
/** The wallet refused or failed to switch (anything but "unknown chain" and "unsupported"). */
export const SwitchChainError = situationClass('switchChainFailed', 'SwitchChainError');
/** The wallet cannot switch (or add) networks on request. */
export const SwitchChainNotSupportedError = situationClass('switchChainNotSupported', 'SwitchChainNotSupportedError');
export const ChainNotConfiguredError = situationClass('chainNotConfigured', 'ChainNotConfiguredError');
/** The chain list is empty. */
export const NoChainsConfiguredError = situationClass('noChainsConfigured', 'NoChainsConfiguredError');
/** A configured chain has no RPC URL to read it through. */
export const ProviderConfigurationError = situationClass('providerConfigurationMissing', 'ProviderConfigurationError');
/** A transport was built without a URL. */
export const TransportUrlMissingError = situationClass('transportUrlMissing', 'TransportUrlMissingError');
/** The Safe host did not answer `getInfo` in time. */
export const SafeInfoUnavailableError = situationClass('safeInfoUnavailable', 'SafeInfoUnavailableError');
/** Safe was chosen where no Safe provider can exist (outside a Safe frame). */
export const SafeProviderRequiredError = situationClass('safeProviderRequired', 'SafeProviderRequiredError');
/** WalletConnect was chosen but the build has no project id. */
export const WalletConnectProjectIdMissingError = situationClass(
  'walletConnectProjectIdMissing',
  'WalletConnectProjectIdMissingError',
);
/** The wallet is on a chain the hub does not support. */
export const WrongNetworkError = situationClass('wrongNetwork', 'WrongNetworkError');
/** An intent arrived with a payload that fails validation; raised before any request. */
export const InvalidInputError = situationClass('invalidInput', 'InvalidInputError');
export const SignInPrepareError = situationClass('signInPrepareFailed', 'SignInPrepareError');
export const SignMessageError = situationClass('signMessageFailed', 'SignMessageError');
export const SignInVerifyError = situationClass('signInVerifyFailed', 'SignInVerifyError');
/** Anything not foreseen: the generic message. */
export const UnknownWalletError = situationClass('unknown', 'UnknownWalletError');

const MAX_CAUSE_DEPTH = 10;

/**
 * The one test for "the visitor said no": EIP-1193 code 4001 anywhere in the wrappers, or a
 * rejection error of ours or of viem (by name, so viem need not load), however deeply wrapped.
 */
export function isUserRejection(error: unknown): boolean {
  if (rpcErrorCode(error) === RPC_ERROR_CODES.userRejectedRequest) return true;
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (code === CATALOGUE.userRejected.code || name === 'UserRejectedRequestError') return true;
    current = cause;
  }
  return false;
}

/**
 * Turns whatever a provider or SDK threw into a catalogue error: catalogue errors pass through,
 * EIP-1193 codes map to their error, the rest becomes `fallback()` (the generic error unless the
 * caller knows better, e.g. a failed switch).
 */
export function toWalletError(
  error: unknown,
  fallback: (cause: unknown) => WalletError = (cause) => walletError('unknown', { cause }),
): WalletError {
  if (error instanceof WalletError) return error;
  if (isUserRejection(error)) return walletError('userRejected', { cause: error });
  switch (rpcErrorCode(error)) {
    case RPC_ERROR_CODES.resourceUnavailable:
      return walletError('resourceUnavailable', { cause: error });
    case RPC_ERROR_CODES.unauthorized:
      return walletError('unauthorized', { cause: error });
    case RPC_ERROR_CODES.disconnected:
    case RPC_ERROR_CODES.chainDisconnected:
      return walletError('providerDisconnected', { cause: error });
    default:
      return fallback(error);
  }
}

/** The serializable form the store keeps (code and message only, never the cause). */
export function toSerializedError(error: unknown): SerializedWalletError {
  const walletError = toWalletError(error);
  return { code: walletError.code, message: walletError.message };
}
