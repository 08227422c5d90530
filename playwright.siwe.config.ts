import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Sign-In with Ethereum end to end (`npm run test:e2e:siwe`): its own servers (anvil, Redis,
 * the sign-in server, a hub built with sign-in on), so it runs beside the main end-to-end suite
 * without sharing its chain or build. Same browser settings as playwright.config.ts.
 */
export default defineConfig({
  testDir: 'tests/e2e-siwe',
  outputDir: 'test-results-siwe',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './tests/e2e-siwe/support/globalSetup.ts',
  globalTeardown: './tests/e2e-siwe/support/globalTeardown.ts',
  use: { ...base.use, viewport: { width: 1440, height: 900 } },
});
