import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { UnknownRpcError } from 'viem';
import { isUserRejection, toSerializedError, toWalletError } from '@/wallet/errors';
import { ProviderRpcError } from '@/wallet/eip1193';

/** An error as an SDK throws it: a message and, when it has one, a numeric code. */
function sdkError(message: string, code?: number): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

const REJECTED = 'You rejected the request in your wallet.';
const UNAUTHORIZED =
  'Your wallet has not authorised this site. Connect again and approve the request.';
const DISCONNECTED = 'Your wallet is disconnected from the network. Reconnect it and retry.';
const NOT_CONNECTED = 'Connect a wallet first.';
const WRONG_NETWORK = 'Wrong network detected, switch or disconnect to continue.';
const GENERIC = 'Oops, something went wrong!';

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('the wallets’ SDK errors in the catalogue', () => {
  it.each([
    ['WalletConnect: "User rejected." (5000)', sdkError('User rejected.', 5000), REJECTED],
    [
      'WalletConnect: "User rejected chains." (5001)',
      sdkError('User rejected chains.', 5001),
      REJECTED,
    ],
    [
      'WalletConnect: "User rejected methods." (5002)',
      sdkError('User rejected methods.', 5002),
      REJECTED,
    ],
    [
      'WalletConnect: "Unauthorized method." (3001)',
      sdkError('Unauthorized method.', 3001),
      UNAUTHORIZED,
    ],
    [
      'WalletConnect: "User disconnected." (6000)',
      sdkError('User disconnected.', 6000),
      NOT_CONNECTED,
    ],
    [
      'WalletConnect: "Please call connect() before request()"',
      sdkError('Please call connect() before request()'),
      NOT_CONNECTED,
    ],
    [
      'MetaMask: lost its background (1011)',
      sdkError('MetaMask: Disconnected from MetaMask background. Page reload required.', 1011),
      DISCONNECTED,
    ],
    [
      'MetaMask: lost the chain (1013)',
      sdkError('MetaMask: Disconnected from chain. Attempting to connect.', 1013),
      DISCONNECTED,
    ],
    ['Safe host: "Transaction was rejected"', sdkError('Transaction was rejected'), REJECTED],
    ['Safe SDK: "Permissions rejected" (4001)', sdkError('Permissions rejected', 4001), REJECTED],
    ['Safe host: "Permissions were rejected"', sdkError('Permissions were rejected'), REJECTED],
    [
      'Safe provider: "Safe is not on chain 0x89"',
      sdkError('Safe is not on chain 0x89'),
      WRONG_NETWORK,
    ],
    [
      'Coinbase Wallet SDK: "Request rejected" (4001)',
      sdkError('Request rejected', 4001),
      REJECTED,
    ],
    [
      'Brave / Rainbow / MetaMask: 4001',
      new ProviderRpcError(4001, 'The user rejected the request.'),
      REJECTED,
    ],
    [
      'MetaMask: -32002',
      new ProviderRpcError(-32002, 'Already processing eth_requestAccounts. Please wait.'),
      'A request is already waiting in your wallet. Open your wallet to approve or reject it.',
    ],
  ])('behavior: %s → its catalogue sentence, nothing logged', (_name, error, message) => {
    expect(toWalletError(error).message).toBe(message);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('behavior: an SDK error wrapped by viem (UnknownRpcError, code -1) is read through its cause', () => {
    const wrapped = new UnknownRpcError(sdkError('User rejected.', 5000));
    expect(toWalletError(wrapped).message).toBe(REJECTED);
    expect(isUserRejection(wrapped)).toBe(true);
    expect(isUserRejection(new UnknownRpcError(sdkError('Transaction was rejected')))).toBe(true);
  });

  it('behavior: an error the catalogue does not know shows the generic sentence and its cause is logged once', () => {
    const cause = sdkError('Invalid from address');
    expect(toWalletError(cause).message).toBe(GENERIC);
    // Mapped again on its way to the store: still one log.
    expect(toSerializedError(cause, { report: true })).toEqual({
      code: 'UNKNOWN',
      message: GENERIC,
    });
    expect(toWalletError(new UnknownRpcError(cause)).message).toBe(GENERIC);
    const logged = consoleError.mock.calls.filter((call) => call.includes(cause));
    expect(logged).toHaveLength(1);
  });

  it('behavior: a chain read’s failure (toSerializedError by default) is not logged', () => {
    expect(toSerializedError(new Error('HTTP request failed.')).message).toBe(GENERIC);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
