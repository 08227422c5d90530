import { getCallsStatus, type GetCallsStatusReturnType } from 'viem/actions';
import type { Eip1193Provider } from './eip1193';
import { providerClient } from './providerClient';

/** A chunk of its own: viem's action imports `sendCalls`, the transaction sender's code. */
export function readCallsStatus(
  provider: Eip1193Provider,
  id: string,
): Promise<GetCallsStatusReturnType> {
  return getCallsStatus(providerClient(provider), { id });
}
