import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The sign-in server's tests (Node, no DOM): every route against the in-memory store and against
 * a real redis-server, contract-wallet signatures against anvil. The global setup starts both
 * and stops them by pid.
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^@\//, replacement: `${fromRoot('./src')}/` }],
  },
  test: {
    name: 'server',
    environment: 'node',
    globals: false,
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['./tests/server/support/globalSetup.ts'],
    // The tests build their own servers, stores and clients (tests/server/support/harness.ts)
    // and server/ keeps no module state, so the files need no process of their own: they share
    // the workers' module graphs (9.2 → 6.3 s of CPU).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
