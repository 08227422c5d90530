import { createClient, custom, type Client } from 'viem';
import type { Eip1193Provider } from './eip1193';

// One per provider object: a new wallet object starts fresh.
const clients = new WeakMap<Eip1193Provider, Client>();

/**
 * A bare viem client over a wallet's EIP-1193 provider, for viem's wallet actions that only ask
 * (EIP-5792's capabilities and bundle status): no account, no chain, no retries (each caller
 * decides when to ask again). Far lighter than a wallet client, which carries every wallet action.
 */
export function providerClient(provider: Eip1193Provider): Client {
  let client = clients.get(provider);
  if (!client) {
    client = createClient({
      transport: custom(provider as Parameters<typeof custom>[0], { retryCount: 0 }),
    });
    clients.set(provider, client);
  }
  return client;
}
