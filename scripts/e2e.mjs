#!/usr/bin/env node
// `npm run test:e2e`: the end-to-end tests (Playwright, Debian's Chromium headless shell, a local
// anvil).
// Extra arguments go to `playwright test` (a file, -g "name", --headed …).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { TEST_CHROMIUM_PATH } from './chromium.mjs';

if (!existsSync(TEST_CHROMIUM_PATH)) {
  console.error(
    `The end-to-end tests need Chromium's headless shell at ${TEST_CHROMIUM_PATH} (Playwright downloads no browser here).\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n' +
      '(.ci/run does this on CI).',
  );
  process.exit(1);
}

const startedAt = performance.now();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(`end-to-end run: ${seconds} s`);
process.exit(result.status ?? 1);
