#!/usr/bin/env node
// `npm test`: every test of the project, in order, stopping at the first failing stage:
// unit and integration tests (vitest), then the end-to-end tests (Playwright).
// Prints one closing line "N passed, N failed" counting the stages, and the wall time.
import { spawnSync } from 'node:child_process';

const stages = [
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['generated contract files are up to date', 'node', ['scripts/contracts/compile.mjs', '--check']],
  [
    `contract tests (anvil on port ${process.env.CONTRACT_TESTS_ANVIL_PORT ?? 8547})`,
    'npx',
    ['vitest', 'run', '--config', 'vitest.contracts.config.ts'],
  ],
  // The sign-in server: its own anvil and redis-server on free ports (SERVER_TESTS_*_PORT pin them).
  ['sign-in server tests', 'npx', ['vitest', 'run', '--config', 'vitest.server.config.ts']],
  ['end-to-end tests', process.execPath, ['scripts/e2e.mjs']],
  // Sign-in end to end: servers of its own (playwright.siwe.config.ts).
  [
    'sign-in end-to-end tests',
    process.execPath,
    ['scripts/e2e.mjs', '--config', 'playwright.siwe.config.ts'],
  ],
];

const startedAt = performance.now();
let passed = 0;
let failed = 0;
for (const [name, command, args] of stages) {
  console.log(`\n▶ ${name}: ${command === process.execPath ? 'node' : command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status === 0) passed += 1;
  else {
    failed += 1;
    console.error(`✗ ${name} failed (exit ${result.status ?? result.signal})`);
    break;
  }
}
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(`\nstages: ${passed} passed, ${failed} failed (${seconds} s)`);
process.exit(failed === 0 ? 0 : 1);
