#!/usr/bin/env node
// `npm run test:e2e`: the end-to-end tests (Playwright, Debian's Chromium, a local anvil).
// Extra arguments go to `playwright test` (a file, -g "name", --headed …).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.error(
    `The end-to-end tests need Chromium at ${CHROMIUM} (Playwright downloads no browser here).\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
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
