/**
 * The wallet layer's error catalogue (specification, section 8): each situation has a stable code
 * (stored in state, relied on by the UI: never changed) and its message, the catalogue key
 * `errors.<situation>`, with one value when it names `param`. The English sentences are the
 * specification's, word for word. The store only holds the serialized form (`toSerializedError`).
 */
import type { MessageKey } from '@/i18n/messages/en';
import { t } from '@/i18n/runtime';
import { causeChain, RPC_ERROR_CODES, rpcErrorCode } from './eip1193';
import { sdkErrorSituation } from './sdkErrors';

/** Serializable form of a wallet-layer error, as stored in the state. */
export interface SerializedWalletError {
  code: string;
  message: string;
}

const CATALOGUE = {
  userRejected: { name: 'UserRejectedRequestError', code: 'USER_REJECTED' },
  resourceUnavailable: { name: 'ResourceUnavailableError', code: 'RESOURCE_UNAVAILABLE' },
  unauthorized: { name: 'UnauthorizedError', code: 'UNAUTHORIZED' },
  providerDisconnected: { name: 'ProviderDisconnectedError', code: 'PROVIDER_DISCONNECTED' },
  connectorNotFound: {
    name: 'ConnectorNotFoundError',
    code: 'CONNECTOR_NOT_FOUND',
    param: 'walletName',
  },
  connectorAlreadyConnected: {
    name: 'ConnectorAlreadyConnectedError',
    code: 'CONNECTOR_ALREADY_CONNECTED',
    param: 'walletName',
  },
  notConnected: { name: 'NotConnectedError', code: 'NOT_CONNECTED' },
  switchChainFailed: { name: 'SwitchChainError', code: 'SWITCH_CHAIN_FAILED', param: 'chainName' },
  switchChainNotSupported: {
    name: 'SwitchChainNotSupportedError',
    code: 'SWITCH_CHAIN_NOT_SUPPORTED',
  },
  chainNotConfigured: {
    name: 'ChainNotConfiguredError',
    code: 'CHAIN_NOT_CONFIGURED',
    param: 'chainId',
  },
  noChainsConfigured: { name: 'NoChainsConfiguredError', code: 'NO_CHAINS_CONFIGURED' },
  providerConfigurationMissing: {
    name: 'ProviderConfigurationError',
    code: 'PROVIDER_CONFIGURATION_MISSING',
  },
  transportUrlMissing: {
    name: 'TransportUrlMissingError',
    code: 'TRANSPORT_URL_MISSING',
    param: 'chainName',
  },
  safeInfoUnavailable: { name: 'SafeInfoUnavailableError', code: 'SAFE_INFO_UNAVAILABLE' },
  safeProviderRequired: { name: 'SafeProviderRequiredError', code: 'SAFE_PROVIDER_REQUIRED' },
  walletConnectProjectIdMissing: {
    name: 'WalletConnectProjectIdMissingError',
    code: 'WALLETCONNECT_PROJECT_ID_MISSING',
  },
  wrongNetwork: { name: 'WrongNetworkError', code: 'WRONG_NETWORK' },
  invalidInput: { name: 'InvalidInputError', code: 'INVALID_INPUT', param: 'what' },
  signInPrepareFailed: { name: 'SignInPrepareError', code: 'SIGN_IN_PREPARE_FAILED' },
  signMessageFailed: { name: 'SignMessageError', code: 'SIGN_MESSAGE_FAILED' },
  signInVerifyFailed: { name: 'SignInVerifyError', code: 'SIGN_IN_VERIFY_FAILED' },
  unknown: { name: 'UnknownWalletError', code: 'UNKNOWN' },
} as const satisfies Record<string, CatalogueEntry>;

interface CatalogueEntry {
  name: string;
  code: string;
  param?: string;
}

type Catalogue = typeof CATALOGUE;
export type WalletErrorSituation = keyof Catalogue;
// Fails to compile when a situation has no message in the catalogues.
const messageKey = (situation: WalletErrorSituation): MessageKey => `errors.${situation}`;

type MessageOf<S extends WalletErrorSituation> = Catalogue[S] extends { param: string }
  ? (value: string | number) => string
  : string;

/** The message of `situation` in the active locale (with its one value, when it takes one). */
function messageOf(situation: WalletErrorSituation, value?: unknown): string {
  const { param } = CATALOGUE[situation] as CatalogueEntry;
  const key = messageKey(situation);
  return param ? t(key, { [param]: String(value) }) : t(key);
}

/** Every message by situation, in the active locale at the moment it is read. */
export const WALLET_ERROR_MESSAGES = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(CATALOGUE).map(([situation, entry]) => [
      situation,
      {
        enumerable: true,
        get: () =>
          'param' in entry
            ? (value: string | number) => messageOf(situation as WalletErrorSituation, value)
            : messageOf(situation as WalletErrorSituation),
      },
    ]),
  ),
) as { readonly [S in WalletErrorSituation]: MessageOf<S> };

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
type SituationClasses = {
  [S in WalletErrorSituation as Catalogue[S]['name']]: new (
    ...args: [...MessageArgs<S>, options?: ErrorOptions]
  ) => WalletError;
};

/** For every situation, an error class named after it, whose arguments are its message's. */
function situationClasses(): SituationClasses {
  const classes: Record<string, unknown> = {};
  for (const [situation, { name, code, param }] of Object.entries(CATALOGUE) as [
    WalletErrorSituation,
    CatalogueEntry,
  ][]) {
    classes[name] = class extends WalletError {
      constructor(...args: unknown[]) {
        const [value, options] = param ? args : [undefined, args[0]];
        super(code, messageOf(situation, value), options as ErrorOptions | undefined);
        this.name = name;
      }
    };
  }
  return classes as SituationClasses;
}

const CLASSES = situationClasses();

/** e.g. `new SwitchChainError('Polygon', { cause })`. */
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

/**
 * The one test for "the visitor said no": code 4001, a rejection error of ours or of viem (by
 * name, so viem need not load) however deeply wrapped, or a wallet SDK's own (`sdkErrors.ts`).
 */
export function isUserRejection(error: unknown): boolean {
  if (rpcErrorCode(error) === RPC_ERROR_CODES.userRejectedRequest) return true;
  for (const current of causeChain(error)) {
    const { code, name } = current as { code?: unknown; name?: unknown };
    if (code === CATALOGUE.userRejected.code || name === 'UserRejectedRequestError') return true;
  }
  return sdkErrorSituation(error) === 'userRejected';
}

/** The catalogue's error for a `situation` whose message takes no value. */
function errorOf(situation: WalletErrorSituation, error: unknown): WalletError | undefined {
  const { name, param } = CATALOGUE[situation] as CatalogueEntry;
  if (param) return undefined;
  const classes = CLASSES as unknown as Record<string, new (options: ErrorOptions) => WalletError>;
  return new classes[name]!({ cause: error });
}

const RPC_SITUATIONS = new Map<number, WalletErrorSituation>([
  [RPC_ERROR_CODES.resourceUnavailable, 'resourceUnavailable'],
  [RPC_ERROR_CODES.unauthorized, 'unauthorized'],
  [RPC_ERROR_CODES.disconnected, 'providerDisconnected'],
  [RPC_ERROR_CODES.chainDisconnected, 'providerDisconnected'],
]);

/** The catalogue error a provider's or SDK's error is, when the catalogue knows it. */
function knownWalletError(error: unknown): WalletError | undefined {
  if (error instanceof WalletError) return error;
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error });
  const situation = RPC_SITUATIONS.get(rpcErrorCode(error) ?? 0) ?? sdkErrorSituation(error);
  return situation ? errorOf(situation, error) : undefined;
}

/** Errors already logged: each once, however often it is mapped. */
const reported = new WeakSet<object>();

/** The visitor reads the generic sentence; the console shows the cause. */
function reportUnknownWalletError(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  console.error('Wallet error the catalogue does not know (shown as its generic message):', error);
}

interface ToWalletErrorOptions {
  /** Log the cause of an error the catalogue does not know. */
  report?: boolean;
}

/**
 * Whatever a provider or SDK threw as a catalogue error: a known one as itself, the rest as
 * `fallback()` (the generic error unless the caller knows better, e.g. a failed switch).
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
 * The form the store keeps (never the cause). A chain read's failure is not logged by default:
 * it is retried and shown by the read's own state.
 */
export function toSerializedError(
  error: unknown,
  { report = false }: ToWalletErrorOptions = {},
): SerializedWalletError {
  const walletError = toWalletError(error, undefined, { report });
  return { code: walletError.code, message: walletError.message };
}
