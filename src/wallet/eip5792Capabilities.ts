import { getCapabilities } from 'viem/actions';
import type { Eip1193Provider } from './eip1193';
import { providerClient } from './providerClient';

/** Every chain's (no filter: the all-chains entry `0x0` shows); apart from `eip5792Status.ts`. */
export function readCapabilities(
  provider: Eip1193Provider,
  account: `0x${string}`,
): Promise<Record<number, unknown>> {
  return getCapabilities(providerClient(provider), { account });
}
