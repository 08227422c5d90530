import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearChainClients } from '@/wallet/clients';
import { resetProviderRegistry } from '@/wallet/providerRegistry';
import { server } from '../../mocks/server';

/**
 * The MSW chain for the tests of the enclosing describe block (or file): the server listens
 * (refusing unhandled requests), and after each test its handlers, the live wallet and the
 * cached chain clients are reset.
 */
export function serveMockChain() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetProviderRegistry();
    clearChainClients();
  });
  afterAll(() => server.close());
}
