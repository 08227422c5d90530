#!/usr/bin/env node
// `npm test`: every test of the project, in order, stopping at the first failing stage.
// Prints one closing line "N passed, N failed" counting the stages.
import { spawnSync } from 'node:child_process';

const stages = [
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['generated contract files are up to date', 'node', ['scripts/contracts/compile.mjs', '--check']],
  [
    'contract tests (anvil on port 8547)',
    'npx',
    ['vitest', 'run', '--config', 'vitest.contracts.config.ts'],
  ],
];

let passed = 0;
let failed = 0;
for (const [name, command, args] of stages) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status === 0) passed += 1;
  else {
    failed += 1;
    console.error(`✗ ${name} failed (exit ${result.status ?? result.signal})`);
    break;
  }
}
console.log(`\nstages: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
