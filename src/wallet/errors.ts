/**
 * The wallet layer's error catalogue (specification, section 8): per situation a stable code
 * (stored in state, relied on by the UI: never changed) and its message, key `errors.<situation>`
 * (one value when it names `param`), whose English is the specification's, word for word.
 */
import type { MessageKey } from '@/i18n/messages/en';
import { t } from '@/i18n/runtime';
import { causeChain, RPC_ERROR_CODES, rpcErrorCode } from './eip1193';

/** Serializable form of a wallet-layer error, as stored in the state. */
export type SerializedWalletError = Pick<WalletError, 'code' | 'message'>;

/** Per situation: its error class's name, its code, and the name of its one value, if any. */
const CATALOGUE = {
  userRejected: ['UserRejectedRequestError', 'USER_REJECTED'],
  resourceUnavailable: ['ResourceUnavailableError', 'RESOURCE_UNAVAILABLE'],
  unauthorized: ['UnauthorizedError', 'UNAUTHORIZED'],
  providerDisconnected: ['ProviderDisconnectedError', 'PROVIDER_DISCONNECTED'],
  connectorNotFound: ['ConnectorNotFoundError', 'CONNECTOR_NOT_FOUND', 'walletName'],
  connectorAlreadyConnected: [
    'ConnectorAlreadyConnectedError',
    'CONNECTOR_ALREADY_CONNECTED',
    'walletName',
  ],
  notConnected: ['NotConnectedError', 'NOT_CONNECTED'],
  switchChainFailed: ['SwitchChainError', 'SWITCH_CHAIN_FAILED', 'chainName'],
  switchChainNotSupported: ['SwitchChainNotSupportedError', 'SWITCH_CHAIN_NOT_SUPPORTED'],
  chainNotConfigured: ['ChainNotConfiguredError', 'CHAIN_NOT_CONFIGURED', 'chainId'],
  noChainsConfigured: ['NoChainsConfiguredError', 'NO_CHAINS_CONFIGURED'],
  providerConfigurationMissing: ['ProviderConfigurationError', 'PROVIDER_CONFIGURATION_MISSING'],
  transportUrlMissing: ['TransportUrlMissingError', 'TRANSPORT_URL_MISSING', 'chainName'],
  safeInfoUnavailable: ['SafeInfoUnavailableError', 'SAFE_INFO_UNAVAILABLE'],
  safeProviderRequired: ['SafeProviderRequiredError', 'SAFE_PROVIDER_REQUIRED'],
  walletConnectProjectIdMissing: [
    'WalletConnectProjectIdMissingError',
    'WALLETCONNECT_PROJECT_ID_MISSING',
  ],
  wrongNetwork: ['WrongNetworkError', 'WRONG_NETWORK'],
  invalidInput: ['InvalidInputError', 'INVALID_INPUT', 'what'],
  signInPrepareFailed: ['SignInPrepareError', 'SIGN_IN_PREPARE_FAILED'],
  signMessageFailed: ['SignMessageError', 'SIGN_MESSAGE_FAILED'],
  signInVerifyFailed: ['SignInVerifyError', 'SIGN_IN_VERIFY_FAILED'],
  unknown: ['UnknownWalletError', 'UNKNOWN'],
} as const satisfies Record<string, CatalogueEntry>;

type CatalogueEntry = readonly [name: string, code: string, param?: string];

type Catalogue = typeof CATALOGUE;
export type WalletErrorSituation = keyof Catalogue;
type TakesValue<S extends WalletErrorSituation> = Catalogue[S]['length'] extends 3 ? true : false;
type MessageOf<S extends WalletErrorSituation> =
  TakesValue<S> extends true ? (value: string | number) => string : string;

/** The message of `situation` in the active locale (with its one value, when it takes one). */
function messageOf(situation: WalletErrorSituation, value?: unknown): string {
  const [, , param] = CATALOGUE[situation] as CatalogueEntry;
  // Fails to compile when a situation has no message in the catalogues.
  const key: MessageKey = `errors.${situation}`;
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
          entry.length > 2
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
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'WalletError';
  }
}

type MessageArgs<S extends WalletErrorSituation> =
  TakesValue<S> extends true ? [value: string | number] : [];
type SituationClasses = {
  [S in WalletErrorSituation as Catalogue[S][0]]: new (
    ...args: [...MessageArgs<S>, options?: ErrorOptions]
  ) => WalletError;
};

/** For every situation, an error class named after it, whose arguments are its message's. */
const CLASSES = Object.fromEntries(
  (Object.entries(CATALOGUE) as [WalletErrorSituation, CatalogueEntry][]).map(
    ([situation, [name, code, param]]) => [
      name,
      class extends WalletError {
        constructor(...args: unknown[]) {
          const [value, options] = param ? args : [undefined, args[0]];
          super(code, messageOf(situation, value), options as ErrorOptions | undefined);
          this.name = name;
        }
      },
    ],
  ),
) as unknown as SituationClasses;

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
 * What the wallets' SDKs throw beyond the standard codes (Coinbase Wallet SDK 4.4, WalletConnect
 * 2.25 `getSdkError`, Safe Apps SDK 9.1 / provider 0.18.6). viem wraps a code it does not know in
 * `UnknownRpcError` with the provider's error as cause: the whole cause chain is read.
 */
const SDK_CODES: ReadonlyMap<number, WalletErrorSituation> = new Map([
  // WalletConnect: the wallet refused the request or the session's chains, methods or events.
  ...[5000, 5001, 5002, 5003].map((code) => [code, 'userRejected'] as const),
  // WalletConnect: the session does not grant the method.
  [3001, 'unauthorized'],
  // WalletConnect: the wallet ended the session.
  [6000, 'notConnected'],
  // MetaMask: its page lost the extension's background (1011) or the chain (1013).
  [1011, 'providerDisconnected'],
  [1013, 'providerDisconnected'],
]);

/** Messages without a code of their own, or with one viem replaced. */
const SDK_MESSAGES: readonly (readonly [RegExp, WalletErrorSituation])[] = [
  // Safe{Wallet}: the owner rejected the transaction, message or permissions in the Safe.
  [/^(Transaction|Message signing) was rejected\b/i, 'userRejected'],
  [/^Permissions were rejected\b/i, 'userRejected'],
  // Coinbase Wallet SDK: its pop-up closed before answering.
  [/^Request rejected$/i, 'userRejected'],
  // WalletConnect.
  [/^User rejected\.?$/i, 'userRejected'],
  [/^Please call connect\(\) before request\(\)/, 'notConnected'],
  // Safe Apps provider: the app asked for another chain than the Safe's.
  [/^Safe is not on chain\b/, 'wrongNetwork'],
];

/** The catalogue situation of a known SDK error anywhere in `error`'s cause chain. */
function sdkErrorSituation(error: unknown): WalletErrorSituation | undefined {
  for (const current of causeChain(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'number' && SDK_CODES.has(code)) return SDK_CODES.get(code);
    if (typeof message === 'string') {
      const known = SDK_MESSAGES.find(([pattern]) => pattern.test(message.trim()));
      if (known) return known[1];
    }
  }
  return undefined;
}

/**
 * "The visitor said no": code 4001, a rejection error of ours or of viem (by name, so viem need
 * not load) however deeply wrapped, or a wallet SDK's own.
 */
export function isUserRejection(error: unknown): boolean {
  if (rpcErrorCode(error) === RPC_ERROR_CODES.userRejectedRequest) return true;
  for (const current of causeChain(error)) {
    const { code, name } = current as { code?: unknown; name?: unknown };
    if (code === CATALOGUE.userRejected[1] || name === CATALOGUE.userRejected[0]) return true;
  }
  return sdkErrorSituation(error) === 'userRejected';
}

/** The catalogue's error for a `situation` whose message takes no value. */
function errorOf(situation: WalletErrorSituation, error: unknown): WalletError | undefined {
  const [name, , param] = CATALOGUE[situation] as CatalogueEntry;
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

/** Errors already logged, however often they are mapped. */
const reported = new WeakSet<object>();

/** `report`: log the cause of an error the catalogue does not know. */
type ToWalletErrorOptions = { report?: boolean };

/** A provider's or SDK's error as the catalogue's: a known one as itself, else `fallback()`. */
export function toWalletError(
  error: unknown,
  fallback: (cause: unknown) => WalletError = (cause) => new UnknownWalletError({ cause }),
  { report = true }: ToWalletErrorOptions = {},
): WalletError {
  if (error instanceof WalletError) return error;
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error });
  const situation = RPC_SITUATIONS.get(rpcErrorCode(error) ?? 0) ?? sdkErrorSituation(error);
  const known = situation && errorOf(situation, error);
  if (known) return known;
  // The visitor reads the generic sentence; the console shows the cause, once per error object
  // (a primitive's wrapper is new each time).
  if (report && !reported.has(Object(error))) {
    reported.add(Object(error));
    console.error(
      'Wallet error the catalogue does not know (shown as its generic message):',
      error,
    );
  }
  return fallback(error);
}

/** The store's form. A chain read's failure is not logged by default: its state shows it. */
export function toSerializedError(
  error: unknown,
  { report = false }: ToWalletErrorOptions = {},
): SerializedWalletError {
  const walletError = toWalletError(error, undefined, { report });
  return { code: walletError.code, message: walletError.message };
}
