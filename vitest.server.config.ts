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
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
