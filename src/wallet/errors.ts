/**
 * The wallet layer's error catalogue (specification, section 8): one table of situations, each
 * with a stable code and its exact message, asserted by a test. Errors are thrown as
 * `WalletError`s (a class per situation where a caller constructs it by name); the store only
 * ever holds the serialized form (`toSerializedError`).
 */
import type { MessageKey } from '@/i18n/messages/en';
import { t } from '@/i18n/runtime';
import { RPC_ERROR_CODES, rpcErrorCode } from './eip1193';
import { sdkErrorSituation } from './sdkErrors';

/** Serializable form of a wallet-layer error, as stored in the state. */
export interface SerializedWalletError {
  code: string;
  message: string;
}

/**
 * Every situation: the name of its error, its code (stored in state and relied on by the UI, so
 * it never changes) and its message: a catalogue key (src/i18n/messages/), a sentence or a
 * sentence about one name (`param`). The English sentences are the specification's, word for word.
 */
const CATALOGUE = {
  userRejected: {
    name: 'UserRejectedRequestError',
    code: 'USER_REJECTED',
    key: 'errors.userRejected',
  },
  resourceUnavailable: {
    name: 'ResourceUnavailableError',
    code: 'RESOURCE_UNAVAILABLE',
    key: 'errors.resourceUnavailable',
  },
  unauthorized: { name: 'UnauthorizedError', code: 'UNAUTHORIZED', key: 'errors.unauthorized' },
  providerDisconnected: {
    name: 'ProviderDisconnectedError',
    code: 'PROVIDER_DISCONNECTED',
    key: 'errors.providerDisconnected',
  },
  connectorNotFound: {
    name: 'ConnectorNotFoundError',
    code: 'CONNECTOR_NOT_FOUND',
    key: 'errors.connectorNotFound',
    param: 'walletName',
  },
  connectorAlreadyConnected: {
    name: 'ConnectorAlreadyConnectedError',
    code: 'CONNECTOR_ALREADY_CONNECTED',
    key: 'errors.connectorAlreadyConnected',
    param: 'walletName',
  },
  notConnected: { name: 'NotConnectedError', code: 'NOT_CONNECTED', key: 'errors.notConnected' },
  switchChainFailed: {
    name: 'SwitchChainError',
    code: 'SWITCH_CHAIN_FAILED',
    key: 'errors.switchChainFailed',
    param: 'chainName',
  },
  switchChainNotSupported: {
    name: 'SwitchChainNotSupportedError',
    code: 'SWITCH_CHAIN_NOT_SUPPORTED',
    key: 'errors.switchChainNotSupported',
  },
  chainNotConfigured: {
    name: 'ChainNotConfiguredError',
    code: 'CHAIN_NOT_CONFIGURED',
    key: 'errors.chainNotConfigured',
    param: 'chainId',
  },
  noChainsConfigured: {
    name: 'NoChainsConfiguredError',
    code: 'NO_CHAINS_CONFIGURED',
    key: 'errors.noChainsConfigured',
  },
  providerConfigurationMissing: {
    name: 'ProviderConfigurationError',
    code: 'PROVIDER_CONFIGURATION_MISSING',
    key: 'errors.providerConfigurationMissing',
  },
  transportUrlMissing: {
    name: 'TransportUrlMissingError',
    code: 'TRANSPORT_URL_MISSING',
    key: 'errors.transportUrlMissing',
    param: 'chainName',
  },
  safeInfoUnavailable: {
    name: 'SafeInfoUnavailableError',
    code: 'SAFE_INFO_UNAVAILABLE',
    key: 'errors.safeInfoUnavailable',
  },
  safeProviderRequired: {
    name: 'SafeProviderRequiredError',
    code: 'SAFE_PROVIDER_REQUIRED',
    key: 'errors.safeProviderRequired',
  },
  walletConnectProjectIdMissing: {
    name: 'WalletConnectProjectIdMissingError',
    code: 'WALLETCONNECT_PROJECT_ID_MISSING',
    key: 'errors.walletConnectProjectIdMissing',
  },
  wrongNetwork: { name: 'WrongNetworkError', code: 'WRONG_NETWORK', key: 'errors.wrongNetwork' },
  invalidInput: {
    name: 'InvalidInputError',
    code: 'INVALID_INPUT',
    key: 'errors.invalidInput',
    param: 'what',
  },
  signInPrepareFailed: {
    name: 'SignInPrepareError',
    code: 'SIGN_IN_PREPARE_FAILED',
    key: 'errors.signInPrepareFailed',
  },
  signMessageFailed: {
    name: 'SignMessageError',
    code: 'SIGN_MESSAGE_FAILED',
    key: 'errors.signMessageFailed',
  },
  signInVerifyFailed: {
    name: 'SignInVerifyError',
    code: 'SIGN_IN_VERIFY_FAILED',
    key: 'errors.signInVerifyFailed',
  },
  unknown: { name: 'UnknownWalletError', code: 'UNKNOWN', key: 'errors.unknown' },
} as const satisfies Record<
  string,
  { name: string; code: string; key: MessageKey; param?: string }
>;

type Catalogue = typeof CATALOGUE;
export type WalletErrorSituation = keyof Catalogue;

/** Stable codes by situation. */
export const WALLET_ERROR_CODES = Object.fromEntries(
  Object.entries(CATALOGUE).map(([situation, entry]) => [situation, entry.code]),
) as { readonly [S in WalletErrorSituation]: Catalogue[S]['code'] };

export type WalletErrorCode = Catalogue[WalletErrorSituation]['code'];

type MessageOf<S extends WalletErrorSituation> = Catalogue[S] extends { param: string }
  ? (value: string | number) => string
  : string;

/** The message of `entry` in the active locale (with its one value, when it takes one). */
function messageOf(entry: { key: MessageKey; param?: string }, value?: unknown): string {
  return entry.param ? t(entry.key, { [entry.param]: String(value) }) : t(entry.key);
}

/**
 * Every message the wallet layer shows or raises, by situation, in the active locale (read at
 * the moment it is used: plain sentences are getters, the others functions of their value).
 */
export const WALLET_ERROR_MESSAGES = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(CATALOGUE).map(([situation, entry]) => [
      situation,
      {
        enumerable: true,
        get: () =>
          'param' in entry ? (value: string | number) => messageOf(entry, value) : messageOf(entry),
      },
    ]),
  ),
) as { readonly [S in WalletErrorSituation]: MessageOf<S> };

/** The wrong-network label in English (the specification's words; `wallet.wrongNetworkLabel`). */
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
type MessageArgs<S extends WalletErrorSituation> = Catalogue[S] extends { param: string }
  ? [value: string | number]
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
    const { name, code, param } = entry as {
      name: string;
      code: string;
      key: MessageKey;
      param?: string;
    };
    classes[name] = class extends WalletError {
      constructor(...args: unknown[]) {
        const [text, options] = param
          ? [messageOf(entry, args[0]), args[1]]
          : [messageOf(entry), args[0]];
        super(code, text, options as ErrorOptions | undefined);
        this.name = name;
      }
    };
  }
  return classes as SituationClasses;
}

const CLASSES = situationClasses();

/** The catalogue's errors by name, e.g. `new SwitchChainError('Polygon', { cause })`. */
export const {
  UserRejectedRequestError,
  ResourceUnavailableError,
  UnauthorizedError,
  ProviderDisconnectedError,
  ConnectorNotFoundError,
  ConnectorAlreadyConnectedError,
  NotConnectedError,
  SwitchChainError,
  SwitchChainNotSupportedError,
  ChainNotConfiguredError,
  NoChainsConfiguredError,
  ProviderConfigurationError,
  TransportUrlMissingError,
  SafeInfoUnavailableError,
  SafeProviderRequiredError,
  WalletConnectProjectIdMissingError,
  WrongNetworkError,
  InvalidInputError,
  SignInPrepareError,
  SignMessageError,
  SignInVerifyError,
  UnknownWalletError,
} = CLASSES;

const MAX_CAUSE_DEPTH = 10;

/**
 * The one test for "the visitor said no": EIP-1193 code 4001 anywhere in the wrappers, a
 * rejection error of ours or of viem (by name, so viem need not load), however deeply wrapped,
 * or a wallet SDK's own rejection (`sdkErrors.ts`).
 */
export function isUserRejection(error: unknown): boolean {
  if (rpcErrorCode(error) === RPC_ERROR_CODES.userRejectedRequest) return true;
  let current = error;
  for (
    let depth = 0;
    depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null;
    depth += 1
  ) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (code === CATALOGUE.userRejected.code || name === 'UserRejectedRequestError') return true;
    current = cause;
  }
  // A rejection an SDK reports in its own words (WalletConnect's 5000, the Safe host's …).
  return sdkErrorSituation(error) === 'userRejected';
}

/** The catalogue's error for `situation`, caused by `error` (situations whose message takes no value). */
function errorOf(situation: WalletErrorSituation, error: unknown): WalletError | undefined {
  const entry = CATALOGUE[situation] as { name: string; param?: string };
  if (entry.param) return undefined;
  const ErrorClass = (
    CLASSES as unknown as Record<string, new (options: ErrorOptions) => WalletError>
  )[entry.name]!;
  return new ErrorClass({ cause: error });
}

/**
 * The catalogue error a provider's or SDK's error is, when it is one the catalogue knows:
 * catalogue errors as they are, a rejection, the EIP-1193 codes, and the known errors of the
 * seven wallets' SDKs (`sdkErrors.ts`).
 */
function knownWalletError(error: unknown): WalletError | undefined {
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
  }
  const situation = sdkErrorSituation(error);
  return situation ? errorOf(situation, error) : undefined;
}

/** Errors already written to the console (each is logged once, however often it is mapped). */
const reported = new WeakSet<object>();

/**
 * Logs an error the catalogue does not know, once: the visitor reads the catalogue's generic
 * sentence, whoever looks at the console reads the cause.
 */
export function reportUnknownWalletError(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  console.error('Wallet error the catalogue does not know (shown as its generic message):', error);
}

/** Whether `toWalletError` logs the cause of an error the catalogue does not know. */
export interface ToWalletErrorOptions {
  report?: boolean;
}

/**
 * Turns whatever a provider or SDK threw into a catalogue error: catalogue errors pass through,
 * EIP-1193 codes and the SDKs' known errors map to their error, the rest becomes `fallback()`
 * (the generic error unless the caller knows better, e.g. a failed switch), its cause logged
 * once (unless `report: false`).
 */
export function toWalletError(
  error: unknown,
  fallback: (cause: unknown) => WalletError = (cause) => new UnknownWalletError({ cause }),
  { report = true }: ToWalletErrorOptions = {},
): WalletError {
  const known = knownWalletError(error);
  if (known) return known;
  if (report) reportUnknownWalletError(error);
  return fallback(error);
}

/**
 * The serializable form the store keeps (code and message only, never the cause). A wallet's
 * error (`report: true`) has its unknown cause logged; a chain read's failure (the default) is
 * not: it is retried and shown by the read's own state.
 */
export function toSerializedError(
  error: unknown,
  { report = false }: ToWalletErrorOptions = {},
): SerializedWalletError {
  const walletError = toWalletError(error, undefined, { report });
  return { code: walletError.code, message: walletError.message };
}
