import { describe, expect, it } from 'vitest';
import {
  ChainNotConfiguredError,
  ConnectorAlreadyConnectedError,
  ConnectorNotFoundError,
  InvalidInputError,
  NoChainsConfiguredError,
  NotConnectedError,
  ProviderConfigurationError,
  ProviderDisconnectedError,
  ResourceUnavailableError,
  SafeInfoUnavailableError,
  SafeProviderRequiredError,
  SignInPrepareError,
  SignInVerifyError,
  SignMessageError,
  SwitchChainError,
  SwitchChainNotSupportedError,
  TransportUrlMissingError,
  UnauthorizedError,
  UnknownWalletError,
  UserRejectedRequestError,
  WalletConnectProjectIdMissingError,
  WalletError,
  WrongNetworkError,
  toSerializedError,
  toWalletError,
} from '@/wallet/errors';
import { ProviderRpcError } from '@/wallet/eip1193';
import { t } from '@/i18n/runtime';

describe('error catalogue', () => {
  it.each([
    [new UserRejectedRequestError(), 'USER_REJECTED', 'You rejected the request in your wallet.'],
    [
      new ResourceUnavailableError(),
      'RESOURCE_UNAVAILABLE',
      'A request is already waiting in your wallet. Open your wallet to approve or reject it.',
    ],
    [
      new UnauthorizedError(),
      'UNAUTHORIZED',
      'Your wallet has not authorised this site. Connect again and approve the request.',
    ],
    [
      new ProviderDisconnectedError(),
      'PROVIDER_DISCONNECTED',
      'Your wallet is disconnected from the network. Reconnect it and retry.',
    ],
    [
      new ConnectorNotFoundError('MetaMask'),
      'CONNECTOR_NOT_FOUND',
      'MetaMask was not found in this browser. Install it, or pick another wallet.',
    ],
    [
      new ConnectorAlreadyConnectedError('Rainbow'),
      'CONNECTOR_ALREADY_CONNECTED',
      'Rainbow is already connected.',
    ],
    [new NotConnectedError(), 'NOT_CONNECTED', 'Connect a wallet first.'],
    [
      new SwitchChainError('Polygon'),
      'SWITCH_CHAIN_FAILED',
      'Could not switch your wallet to Polygon. Please retry, or switch from within your wallet.',
    ],
    [
      new SwitchChainNotSupportedError(),
      'SWITCH_CHAIN_NOT_SUPPORTED',
      'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
    ],
    [new ChainNotConfiguredError(5), 'CHAIN_NOT_CONFIGURED', 'Chain 5 is not configured.'],
    [
      new NoChainsConfiguredError(),
      'NO_CHAINS_CONFIGURED',
      'No chains are configured: the hub needs at least one chain.',
    ],
    [
      new ProviderConfigurationError(),
      'PROVIDER_CONFIGURATION_MISSING',
      'Could not find valid provider configuration',
    ],
    [
      new TransportUrlMissingError('Zora'),
      'TRANSPORT_URL_MISSING',
      'No URL was provided to the transport of Zora: add an RPC URL to its configuration.',
    ],
    [new SafeInfoUnavailableError(), 'SAFE_INFO_UNAVAILABLE', 'Could not load Safe information'],
    [new SafeProviderRequiredError(), 'SAFE_PROVIDER_REQUIRED', 'provider is required.'],
    [
      new WalletConnectProjectIdMissingError(),
      'WALLETCONNECT_PROJECT_ID_MISSING',
      'No projectId found. WalletConnect needs a WalletConnect Cloud project id: set VITE_WALLETCONNECT_PROJECT_ID in .env.local (see .env.example) and rebuild the hub.',
    ],
    [
      new WrongNetworkError(),
      'WRONG_NETWORK',
      'Wrong network detected, switch or disconnect to continue.',
    ],
    [
      new InvalidInputError('a message is required.'),
      'INVALID_INPUT',
      'Invalid request: a message is required.',
    ],
    [new SignInPrepareError(), 'SIGN_IN_PREPARE_FAILED', 'Error preparing message, please retry!'],
    [new SignMessageError(), 'SIGN_MESSAGE_FAILED', 'Error signing message, please retry!'],
    [new SignInVerifyError(), 'SIGN_IN_VERIFY_FAILED', 'Error verifying signature, please retry!'],
    [new UnknownWalletError(), 'UNKNOWN', 'Oops, something went wrong!'],
  ])('contract: %s has its code and exact message', (error, code, message) => {
    expect(error).toBeInstanceOf(WalletError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it("contract: the wrong-network label is 'Wrong network'", () => {
    expect(t('wallet.wrongNetworkLabel')).toBe('Wrong network');
  });

  it.each([
    [4001, 'USER_REJECTED'],
    [-32002, 'RESOURCE_UNAVAILABLE'],
    [4100, 'UNAUTHORIZED'],
    [4900, 'PROVIDER_DISCONNECTED'],
    [4901, 'PROVIDER_DISCONNECTED'],
    [-32000, 'UNKNOWN'],
  ])('contract: provider code %i maps to %s', (code, expected) => {
    expect(toWalletError(new ProviderRpcError(code, 'x')).code).toBe(expected);
  });

  it('contract: a code nested in data.originalError or cause is found', () => {
    expect(toWalletError({ code: -32603, data: { originalError: { code: 4001 } } }).code).toBe(
      'USER_REJECTED',
    );
    expect(toWalletError(new Error('wrapped', { cause: { code: -32002 } })).code).toBe(
      'RESOURCE_UNAVAILABLE',
    );
  });

  it('contract: toSerializedError keeps only code and message, and is generic for the unforeseen', () => {
    const serialized = toSerializedError(new ConnectorNotFoundError('Brave Wallet'));
    expect(serialized).toEqual({
      code: 'CONNECTOR_NOT_FOUND',
      message: 'Brave Wallet was not found in this browser. Install it, or pick another wallet.',
    });
    expect(JSON.parse(JSON.stringify(serialized))).toEqual(serialized);
    expect(toSerializedError('boom')).toEqual({
      code: 'UNKNOWN',
      message: 'Oops, something went wrong!',
    });
    expect(toSerializedError(new TypeError('x'))).toEqual({
      code: 'UNKNOWN',
      message: 'Oops, something went wrong!',
    });
  });
});
