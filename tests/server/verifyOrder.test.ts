import type { PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRedisStore } from '../../server/store/redisStore';
import {
  accounts,
  createTestServer,
  getNonce,
  postVerify,
  signedMessage,
  siweMessage,
  LOCAL_CHAIN_ID,
  type StoreKind,
  type TestServer,
} from './support/harness';

type Client = Pick<PublicClient, 'verifyMessage' | 'getChainId'>;

/** A chain client that counts signature checks and answers with `valid`. */
function countingClient(valid: boolean) {
  const verifyMessage = vi.fn(async () => valid);
  const client = {
    verifyMessage,
    getChainId: async () => LOCAL_CHAIN_ID,
  } as unknown as Client;
  return { verifyMessage, clients: new Map([[LOCAL_CHAIN_ID, client]]) };
}

describe.each<StoreKind>(['memory', 'redis'])('POST /verify with the %s store', (kind) => {
  describe('checks the nonce before the signature', () => {
    let server: TestServer;
    let verifyMessage: ReturnType<typeof countingClient>['verifyMessage'];
    beforeAll(async () => {
      const counting = countingClient(true);
      verifyMessage = counting.verifyMessage;
      server = await createTestServer(kind, {}, { clients: counting.clients });
    });
    afterAll(() => server.close());

    it('behavior: a nonce the server never issued is refused before any signature work', async () => {
      verifyMessage.mockClear();
      const message = siweMessage({ address: accounts[0]!.address, nonce: 'f'.repeat(32) });
      const response = await postVerify(server.app, {
        message,
        // A contract wallet's ERC-6492 signature would make this an eth_call.
        signature: `0x${'ab'.repeat(200)}`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('invalid_nonce');
      expect(verifyMessage).not.toHaveBeenCalled();
    });

    it('behavior: a used nonce is refused before any signature work', async () => {
      const body = await signedMessage(server.app, 0);
      expect((await postVerify(server.app, body)).statusCode).toBe(200);
      verifyMessage.mockClear();
      const replay = await postVerify(server.app, body);
      expect(replay.json().error.code).toBe('invalid_nonce');
      expect(verifyMessage).not.toHaveBeenCalled();
    });

    it('behavior: the lookup does not consume the nonce; the checked signature does', async () => {
      const nonce = await getNonce(server.app);
      const body = await signedMessage(server.app, 0, { nonce });
      expect(await server.store.isNonceLive(nonce)).toBe(true);
      expect(await server.store.isNonceLive(nonce)).toBe(true);
      expect((await postVerify(server.app, body)).statusCode).toBe(200);
      expect(verifyMessage).toHaveBeenCalledTimes(1);
      expect(await server.store.isNonceLive(nonce)).toBe(false);
    });
  });

  it('behavior: a refused signature leaves the nonce live for the visitor', async () => {
    const counting = countingClient(false);
    const server = await createTestServer(kind, {}, { clients: counting.clients });
    try {
      const nonce = await getNonce(server.app);
      const response = await postVerify(server.app, await signedMessage(server.app, 0, { nonce }));
      expect(response.json().error.code).toBe('invalid_signature');
      expect(counting.verifyMessage).toHaveBeenCalledTimes(1);
      expect(await server.store.isNonceLive(nonce)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('a rate limiter that cannot count', () => {
  let server: TestServer;
  let limiter: ReturnType<typeof createRedisStore>;
  beforeAll(async () => {
    // The sessions' store answers; only the limiter's Redis is away.
    limiter = createRedisStore({ url: 'redis://127.0.0.1:9', keyPrefix: 'unreachable:' });
    server = await createTestServer('memory', {}, { limiterRedis: limiter.redis });
  });
  afterAll(async () => {
    await server.close();
    await limiter.close();
  });

  it('behavior: refuses POST /verify with 503 store_unavailable instead of letting it through', async () => {
    const message = siweMessage({ address: accounts[0]!.address, nonce: 'f'.repeat(32) });
    const response = await postVerify(server.app, {
      message,
      signature: await accounts[0]!.signMessage({ message }),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'store_unavailable', message: 'The session store is unavailable; try again.' },
    });
  });

  it('behavior: refuses GET /nonce with 503 store_unavailable', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/nonce' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('store_unavailable');
  });
});
