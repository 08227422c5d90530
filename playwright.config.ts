import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './tests/e2e/support/servers';

/** Debian's Chromium (`apt-get install chromium`); Playwright downloads nothing here. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Each worker has its own anvil (E2E_ANVIL_PORT + worker index) and hub build, reverted to a
  // snapshot after each test, so tests of one file may run side by side (E2E_WORKERS).
  workers: E2E_WORKERS,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  globalSetup: './tests/e2e/support/globalSetup.ts',
  globalTeardown: './tests/e2e/support/globalTeardown.ts',
  use: {
    browserName: 'chromium',
    // baseURL comes from the global setup (a free port), see tests/e2e/support/fixtures.ts.
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
