/**
 * What the seven wallets' providers and SDKs throw beyond the standard EIP-1193 / EIP-1474
 * codes, and the catalogue situation each one is (`errors.ts`). Read from the SDKs themselves:
 *
 * - injected wallets (MetaMask, Rainbow, Brave, Coinbase's extension, any other): EIP-1193 codes;
 *   MetaMask's inpage provider reports losing its background or chain with 1011 / 1013, and
 *   MetaMask Mobile nests the code in `data.originalError` (`eip1193.ts`);
 * - Coinbase Wallet SDK 4.4: EIP-1193 codes, "Request rejected" (4001) when its window closes;
 * - WalletConnect 2.25 (`getSdkError`): 5000 "User rejected.", 5001–5003 "User rejected chains /
 *   methods / events.", 3001 "Unauthorized method.", 6000 "User disconnected.", and, without a
 *   code, "Please call connect() before request()";
 * - Safe Apps SDK 9.1 / provider 0.18.6: the host's "Transaction was rejected" and "Permissions
 *   were rejected" (also 4001), "Safe is not on chain 0x…".
 *
 * viem wraps a code it does not know into its own `UnknownRpcError` (code -1) with the
 * provider's error as its cause: the whole cause chain is read.
 */
import { causeChain } from './eip1193';
import type { WalletErrorSituation } from './errors';

/** Codes of the SDKs above, beyond the ones `errors.ts` maps itself. */
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

/** Messages without a code of their own (or with one viem replaced). */
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
