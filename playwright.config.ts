import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './tests/e2e/support/servers';
import { LONG } from './tests/e2e/support/tags';

import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs';

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
  // Assertions retry until they hold: the limit is what a failing one waits, generous because
  // the unit tests share the machine's two cores with these (scripts/test.mjs).
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The longest tests first (tests/e2e/support/tags.ts): workers take tests in project order.
  projects: [
    { name: 'long', grep: new RegExp(LONG) },
    { name: 'rest', grepInvert: new RegExp(LONG) },
  ],
  globalSetup: './tests/e2e/support/globalSetup.ts',
  globalTeardown: './tests/e2e/support/globalTeardown.ts',
  use: {
    browserName: 'chromium',
    // The home page's drifting dots are compositor animations; with software rendering they
    // cost each browser about a third of a core for as long as the page is open. No test looks
    // at them (tests/e2e/shell.spec.ts checks they run when motion is allowed, per test), so
    // the pages run as for a visitor who asked for less motion.
    reducedMotion: 'reduce',
    // baseURL comes from the global setup (a free port), see tests/e2e/support/fixtures.ts.
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
