import { getCallsStatus, type GetCallsStatusReturnType } from 'viem/actions';
import type { Eip1193Provider } from './eip1193';
import { providerClient } from './providerClient';

/**
 * viem's `getCallsStatus` of bundle `id`. Loaded by `eip5792.ts` with the first bundle watched:
 * viem's action imports its `sendCalls` (for the id of a bundle sent one call at a time), and
 * with it the transaction sender's code, which neither the first view nor the capability check
 * should download.
 */
export function readCallsStatus(
  provider: Eip1193Provider,
  id: string,
): Promise<GetCallsStatusReturnType> {
  return getCallsStatus(providerClient(provider), { id });
}
