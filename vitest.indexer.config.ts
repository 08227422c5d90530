import { defineConfig } from 'vitest/config';

/**
 * The indexer's tests (Node): each file starts its own anvil and indexer (Ponder) on free
 * ports, and the Postgres file its own postgres server; all are stopped by pid. The two files
 * run side by side: they mostly wait on those processes.
 */
export default defineConfig({
  test: {
    name: 'indexer',
    environment: 'node',
    globals: false,
    include: ['tests/indexer/**/*.test.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
