import {
  SAFE_INFO_TIMEOUT_MS,
  SAFE_MESSAGE_WAIT_MAX_MS,
  SAFE_STATUS_POLL_INTERVAL_MS,
} from '@/config/constants';
import { SAFE_ORIGIN_PATTERNS } from '@/config/safeOrigins';
import type SafeAppsSDK from '@safe-global/safe-apps-sdk';
import type { SafeInfo } from '@safe-global/safe-apps-sdk';
import { getAccounts, type Eip1193Provider, type RequestArguments } from '../eip1193';
import { SafeInfoUnavailableError, SafeProviderRequiredError, SignMessageError } from '../errors';
import { WALLET_METADATA } from '../walletMetadata';
import { loadOnce } from './loadOnce';
import { isInSafeFrame, parseSafeTransaction, type SafeTransactionStatus } from './safeApp';
import type { Connector, ConnectorProvider } from './types';

const metadata = WALLET_METADATA.safe;

function withSafeTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SafeInfoUnavailableError()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new SafeInfoUnavailableError({ cause: error }));
      },
    );
  });
}

const signaturePendingListeners = new Set<(messageHash: string) => void>();

/** Hears of messages that wait for other owners' signatures; returns the unsubscribe. */
export function onSafeSignaturePending(listener: (messageHash: string) => void): () => void {
  signaturePendingListeners.add(listener);
  return () => signaturePendingListeners.delete(listener);
}

const isSignature = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value);

/**
 * A message signed by the Safe (ERC-1271). `signMessage` answers the signature, or the message's
 * hash while owners still sign: `getOffChainSignature` then answers it (empty until enough have).
 * A message signed on chain, or a wait past `SAFE_MESSAGE_WAIT_MAX_MS`, is refused.
 */
async function signWithSafe(sdk: SafeAppsSDK, message: string): Promise<`0x${string}`> {
  const response = (await sdk.txs.signMessage(message)) as Record<string, unknown>;
  if (isSignature(response.signature)) return response.signature;
  const { messageHash } = response;
  if (typeof messageHash !== 'string') throw new SignMessageError();
  for (const listener of signaturePendingListeners) listener(messageHash);
  const deadline = Date.now() + SAFE_MESSAGE_WAIT_MAX_MS;
  while (Date.now() < deadline) {
    try {
      const signature = await sdk.safe.getOffChainSignature(messageHash);
      if (isSignature(signature)) return signature;
    } catch {
      // Asked again.
    }
    await new Promise((resolve) => setTimeout(resolve, SAFE_STATUS_POLL_INTERVAL_MS));
  }
  throw new SignMessageError();
}

/** `personal_sign`'s hex back to the text the Safe shows its owners. */
function messageText(data: unknown): string {
  if (typeof data !== 'string') throw new SignMessageError();
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) return data;
  const bytes = Uint8Array.from(data.slice(2).match(/../g) ?? [], (pair) => parseInt(pair, 16));
  return new TextDecoder().decode(bytes);
}

/** `from` spelt as the Safe's address: the provider compares the strings as they are. */
function withSafeSender(params: unknown, safeAddress: string): unknown {
  if (!Array.isArray(params)) return params;
  const [first, ...rest] = params as unknown[];
  if (typeof first !== 'object' || first === null) return params;
  const { from } = first as { from?: unknown };
  if (typeof from !== 'string' || from.toLowerCase() !== safeAddress.toLowerCase()) return params;
  return [{ ...first, from: safeAddress }, ...rest];
}

/** `personal_sign` waits for the Safe's signature (the provider answers `0x` until then). */
function safeWalletProvider(provider: Eip1193Provider, sdk: SafeAppsSDK, safe: SafeInfo) {
  return {
    request(args: RequestArguments) {
      if (args.method === 'personal_sign' && Array.isArray(args.params)) {
        const [data, address] = args.params as unknown[];
        if (typeof address !== 'string' || address.toLowerCase() !== safe.safeAddress.toLowerCase())
          return Promise.reject(new SignMessageError());
        return signWithSafe(sdk, messageText(data));
      }
      if (args.method === 'wallet_sendCalls') {
        return provider.request({
          ...args,
          params: withSafeSender(args.params, safe.safeAddress) as RequestArguments['params'],
        });
      }
      return provider.request(args);
    },
    on: (event, listener) => provider.on(event, listener),
    removeListener: (event, listener) => provider.removeListener(event, listener),
  } satisfies Eip1193Provider;
}

/** The SDK and provider, loaded only now, and the host's Safe. */
const loadSafe = loadOnce(async () => {
  const [{ default: SafeAppsSDKClass }, { SafeAppProvider }] = await Promise.all([
    import('@safe-global/safe-apps-sdk'),
    import('@safe-global/safe-apps-provider'),
  ]);
  const sdk = new SafeAppsSDKClass({ allowedDomains: [...SAFE_ORIGIN_PATTERNS] });
  // getInfo never settles outside a Safe host.
  const safe = await withSafeTimeout(sdk.safe.getInfo(), SAFE_INFO_TIMEOUT_MS);
  const base = new SafeAppProvider(safe, sdk) as unknown as Eip1193Provider;
  return { sdk, provider: safeWalletProvider(base, sdk, safe) };
});

/** Inside a Safe frame only; its provider grants the account without a prompt. */
export const safeConnector: Connector = {
  id: metadata.id,
  name: metadata.name,
  isInstalled: isInSafeFrame,
  getProvider: async (): Promise<ConnectorProvider> => {
    if (!isInSafeFrame()) throw new SafeProviderRequiredError();
    return { provider: (await loadSafe()).provider, rdns: null, name: metadata.name };
  },
  requestAccounts: getAccounts,
};

/** Throws when the hub is not connected through a Safe. */
export async function getSafeTransaction(safeTxHash: string): Promise<SafeTransactionStatus> {
  const loading = loadSafe.current();
  if (!loading) throw new SafeInfoUnavailableError();
  const { sdk } = await loading;
  return parseSafeTransaction(await sdk.txs.getBySafeTxHash(safeTxHash));
}

/** Tests. */
export function resetSafeConnector(): void {
  loadSafe.reset();
}
