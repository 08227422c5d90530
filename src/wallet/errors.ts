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
 * Every situation: the name of its error, its code (stored in state and relied on by the UI, so
 * it never changes) and its message (a sentence, or a sentence about one name).
 */
const CATALOGUE = {
  userRejected: { name: 'UserRejectedRequestError', code: 'USER_REJECTED', message: 'You rejected the request in your wallet.' },
  resourceUnavailable: { name: 'ResourceUnavailableError',
    code: 'RESOURCE_UNAVAILABLE',
    message: 'A request is already waiting in your wallet. Open your wallet to approve or reject it.',
  },
  unauthorized: { name: 'UnauthorizedError',
    code: 'UNAUTHORIZED',
    message: 'Your wallet has not authorised this site. Connect again and approve the request.',
  },
  providerDisconnected: { name: 'ProviderDisconnectedError',
    code: 'PROVIDER_DISCONNECTED',
    message: 'Your wallet is disconnected from the network. Reconnect it and retry.',
  },
  connectorNotFound: { name: 'ConnectorNotFoundError',
    code: 'CONNECTOR_NOT_FOUND',
    message: (walletName: string) =>
      `${walletName} was not found in this browser. Install it, or pick another wallet.`,
  },
  connectorAlreadyConnected: { name: 'ConnectorAlreadyConnectedError',
    code: 'CONNECTOR_ALREADY_CONNECTED',
    message: (walletName: string) => `${walletName} is already connected.`,
  },
  notConnected: { name: 'NotConnectedError', code: 'NOT_CONNECTED', message: 'Connect a wallet first.' },
  switchChainFailed: { name: 'SwitchChainError',
    code: 'SWITCH_CHAIN_FAILED',
    message: (chainName: string) =>
      `Could not switch your wallet to ${chainName}. Please retry, or switch from within your wallet.`,
  },
  switchChainNotSupported: { name: 'SwitchChainNotSupportedError',
    code: 'SWITCH_CHAIN_NOT_SUPPORTED',
    message:
      'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
  },
  chainNotConfigured: { name: 'ChainNotConfiguredError',
    code: 'CHAIN_NOT_CONFIGURED',
    message: (chainId: number) => `Chain ${chainId} is not configured.`,
  },
  noChainsConfigured: { name: 'NoChainsConfiguredError',
    code: 'NO_CHAINS_CONFIGURED',
    message: 'No chains are configured: the hub needs at least one chain.',
  },
  providerConfigurationMissing: { name: 'ProviderConfigurationError',
    code: 'PROVIDER_CONFIGURATION_MISSING',
    message: 'Could not find valid provider configuration',
  },
  transportUrlMissing: { name: 'TransportUrlMissingError',
    code: 'TRANSPORT_URL_MISSING',
    message: (chainName: string) =>
      `No URL was provided to the transport of ${chainName}: add an RPC URL to its configuration.`,
  },
  safeInfoUnavailable: { name: 'SafeInfoUnavailableError', code: 'SAFE_INFO_UNAVAILABLE', message: 'Could not load Safe information' },
  safeProviderRequired: { name: 'SafeProviderRequiredError', code: 'SAFE_PROVIDER_REQUIRED', message: 'provider is required.' },
  walletConnectProjectIdMissing: { name: 'WalletConnectProjectIdMissingError',
    code: 'WALLETCONNECT_PROJECT_ID_MISSING',
    message:
      'No projectId found. WalletConnect needs a WalletConnect Cloud project id: set VITE_WALLETCONNECT_PROJECT_ID in .env.local (see .env.example) and rebuild the hub.',
  },
  wrongNetwork: { name: 'WrongNetworkError',
    code: 'WRONG_NETWORK',
    message: 'Wrong network detected, switch or disconnect to continue.',
  },
  invalidInput: { name: 'InvalidInputError', code: 'INVALID_INPUT', message: (what: string) => `Invalid request: ${what}` },
  signInPrepareFailed: { name: 'SignInPrepareError',
    code: 'SIGN_IN_PREPARE_FAILED',
    message: 'Error preparing message, please retry!',
  },
  signMessageFailed: { name: 'SignMessageError', code: 'SIGN_MESSAGE_FAILED', message: 'Error signing message, please retry!' },
  signInVerifyFailed: { name: 'SignInVerifyError',
    code: 'SIGN_IN_VERIFY_FAILED',
    message: 'Error verifying signature, please retry!',
  },
  unknown: { name: 'UnknownWalletError', code: 'UNKNOWN', message: 'Oops, something went wrong!' },
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

type SituationClasses = {
  [S in WalletErrorSituation as Catalogue[S]['name']]: SituationErrorClass<S>;
};

/** For every situation, an error class named after it, whose arguments are its message's. */
function situationClasses(): SituationClasses {
  const classes: Record<string, unknown> = {};
  for (const entry of Object.values(CATALOGUE)) {
    const { name, code, message } = entry as { name: string; code: string; message: string | ((arg: unknown) => string) };
    classes[name] = class extends WalletError {
      constructor(...args: unknown[]) {
        const [text, options] = typeof message === 'string' ? [message, args[0]] : [message(args[0]), args[1]];
        super(code, text, options as ErrorOptions | undefined);
        this.name = name;
      }
    };
  }
  return classes as SituationClasses;
}

/** The catalogue's errors by name, e.g. `new SwitchChainError('Polygon', { cause })`. */
export const {
  UserRejectedRequestError, ResourceUnavailableError, UnauthorizedError, ProviderDisconnectedError,
  ConnectorNotFoundError, ConnectorAlreadyConnectedError, NotConnectedError, SwitchChainError,
  SwitchChainNotSupportedError, ChainNotConfiguredError, NoChainsConfiguredError,
  ProviderConfigurationError, TransportUrlMissingError, SafeInfoUnavailableError,
  SafeProviderRequiredError, WalletConnectProjectIdMissingError, WrongNetworkError, InvalidInputError,
  SignInPrepareError, SignMessageError, SignInVerifyError, UnknownWalletError,
} = situationClasses();

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
  fallback: (cause: unknown) => WalletError = (cause) => new UnknownWalletError({ cause }),
): WalletError {
  if (error instanceof WalletError) return error;
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error });
  switch (rpcErrorCode(error)) {
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
