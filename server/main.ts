// The sign-in server's entry point: `npm run server` (or `node --import tsx server/main.ts`).
// Reads the environment (see the README), picks the store (Redis when REDIS_URL is set, else
// in memory), listens, and closes cleanly on SIGINT / SIGTERM.
import { buildApp } from './app';
import { createChainClients } from './chains';
import { ConfigError, readServerConfig } from './config';
import { createMemoryStore } from './store/memoryStore';
import { createRedisStore } from './store/redisStore';

/** How long start-up waits for Redis before listening anyway (/ready answers 503 meanwhile). */
const REDIS_START_WAIT_MS = 5_000;

async function main(): Promise<void> {
  let config;
  try {
    config = readServerConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`sign-in server: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (config.cookieSecretGenerated) {
    console.warn(
      'sign-in server: SIWE_COOKIE_SECRET is not set; a random key was made for this process ' +
        '(sessions end when it stops). Production refuses to start without one.',
    );
  }

  const redisStore = config.redisUrl
    ? createRedisStore({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix })
    : undefined;
  if (redisStore && !(await redisStore.connected(REDIS_START_WAIT_MS))) {
    console.warn(
      'sign-in server: Redis does not answer yet; requests are answered 503 (and /ready too) ' +
        'until it does.',
    );
  }
  const store = redisStore ?? createMemoryStore();
  const clients = createChainClients(config.chains, { timeoutMs: config.rpcTimeoutMs });
  const app = await buildApp({
    config,
    store,
    clients,
    ...(redisStore ? { redis: redisStore.redis } : {}),
    logger: process.env.SIWE_LOG === 'true',
  });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      void app
        .close()
        .then(() => store.close())
        .finally(() => process.exit(0));
    });
  }

  const address = await app.listen({ host: config.host, port: config.port });
  console.log(
    `sign-in server on ${address} (store: ${redisStore ? 'redis' : 'memory'}; hub: ` +
      `${config.hubOrigins.join(', ')}; chains: ${[...config.chains.keys()].join(', ')}; ` +
      `cookie: SameSite=${config.cookieSameSite}, ` +
      `${config.cookieSecure ? 'Secure' : 'not Secure (plain-http loopback hub)'}` +
      `${config.cookiePartitioned ? ', Partitioned' : ''})`,
  );
}

main().catch((error: unknown) => {
  console.error(`sign-in server failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
