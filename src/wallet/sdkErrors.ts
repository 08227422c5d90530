/**
 * What the seven wallets' SDKs throw beyond the standard codes, read from the SDKs themselves
 * (Coinbase Wallet SDK 4.4, WalletConnect 2.25 `getSdkError`, Safe Apps SDK 9.1 / provider
 * 0.18.6), and the catalogue situation of each. viem wraps a code it does not know in its
 * `UnknownRpcError` with the provider's error as cause: the whole cause chain is read.
 */
import { causeChain } from './eip1193';
import type { WalletErrorSituation } from './errors';

const SDK_CODES: ReadonlyMap<number, WalletErrorSituation> = new Map([
  // WalletConnect: the wallet refused the request or the session's chains, methods or events.
  [5000, 'userRejected'],
  [5001, 'userRejected'],
  [5002, 'userRejected'],
  [5003, 'userRejected'],
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
export function sdkErrorSituation(error: unknown): WalletErrorSituation | undefined {
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
