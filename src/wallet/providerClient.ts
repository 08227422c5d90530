import { createClient, custom, type Client } from 'viem';
import type { Eip1193Provider } from './eip1193';

const clients = new WeakMap<Eip1193Provider, Client>();

/** A bare viem client over a wallet's provider (no account, chain or retries), one per provider. */
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
