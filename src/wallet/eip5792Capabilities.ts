import { getCapabilities } from 'viem/actions';
import type { Eip1193Provider } from './eip1193';
import { providerClient } from './providerClient';

/**
 * For every chain the wallet knows (no filter, so its all-chains entry `0x0` shows). Apart from
 * the bundle status, whose viem action loads the bundle sender's code.
 */
export function readCapabilities(
  provider: Eip1193Provider,
  account: `0x${string}`,
): Promise<Record<number, unknown>> {
  return getCapabilities(providerClient(provider), { account });
}
