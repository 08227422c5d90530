import { createWalletClient, custom, type Chain, type WalletClient } from 'viem';
import type { Eip1193Provider } from './eip1193';

/** A module of its own, `import()`ed: viem's wallet code stays out of the first view. */
export function createProviderWalletClient(
  provider: Eip1193Provider,
  account: `0x${string}`,
  chain: Chain | undefined,
): WalletClient {
  return createWalletClient({
    account,
    chain,
    transport: custom(provider as Parameters<typeof custom>[0]),
  });
}
