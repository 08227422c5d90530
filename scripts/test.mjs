#!/usr/bin/env node
// `npm test`: every test of the project. First the static checks (ESLint, the typecheck, the
// format check), side by side: any failure ends the run there, before a test starts. Then two
// lanes run side by side, each stage of a lane after the one before it, a lane stopping at its
// first failing stage:
//  - unit and integration tests (they have the processor to themselves but for the other
//    lane's waiting), then the end-to-end tests (Playwright, one anvil and hub per worker);
//  - the generated contract files, the contract tests, the sign-in server tests and the sign-in
//    end-to-end tests: these mostly wait on a chain, a server or a page, so they fill the time
//    the first lane's stages spend waiting.
// Every output line is prefixed with its stage, as the stage prints it. Closes with the last
// lines of each failed stage again (a log read from its end shows why, not only that), each
// stage's result and time, one line "N passed, N failed" counting the stages, and the wall
// time. `TEST_LANES=1` runs the stages one after another, stopping at the first that fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const node = process.execPath;
const stage = (key, name, command, args, env = {}) => ({ key, name, command, args, env });

/**
 * End-to-end workers inside `npm test` (`E2E_WORKERS` overrides). Four, not the standalone
 * default of three: the suite's first minute is its longest tests, which mostly wait (polls, the
 * request timeout), and beside the other lane a fourth worker fills those waits. Measured on
 * this 2-core machine, whole `npm test`: 3 workers 193–199 s (idle ≈ 42 core-s), 4 workers
 * 186–187 s (idle ≈ 11 core-s), one run at 202 s; alone, the suite is faster with three
 * (155 vs 164 s).
 */
const E2E_WORKERS_IN_NPM_TEST = '4';

// The static checks, through the package's own scripts (`npm run lint`, `npm run typecheck`) and
// Prettier's check of the whole tree, each run to its end so that one run reports every kind of
// problem. Two lanes, about as long as each other: ESLint on one; the typechecks, then Prettier,
// on the other. No caches: CI starts from a fresh clone, where they only cost the writing.
//
// The typechecks run TypeScript 7's compiler (package `typescript-7`), native code: 16 processor
// seconds for the root project where TypeScript 5.9 took 50, 5 for the indexer's where it took 21
// (this machine). TypeScript 5.9 stays as `typescript` for typescript-eslint's parser, whose peer
// range ends below 6.1; the project passes both.
//
// The indexer has a tsconfig of its own (indexer/tsconfig.json: Node only, Ponder's virtual
// modules). Those modules are declared by indexer/ponder-env.d.ts, which Ponder writes (it is
// gitignored, so a fresh clone has none): `ponder codegen` writes it first, telemetry off.
const TSC = 'node_modules/typescript-7/bin/tsc';
const PONDER_CODEGEN = ['ponder', 'codegen', '--root', 'indexer'];
const NO_TELEMETRY = { PONDER_TELEMETRY_DISABLED: 'true' };
const staticLanes = [
  [
    stage('types', 'typecheck', 'npm', ['run', '--silent', 'typecheck']),
    stage('indexer-env', 'indexer type declarations', 'npx', PONDER_CODEGEN, NO_TELEMETRY),
    stage('indexer-types', 'indexer typecheck', node, [TSC, '--noEmit', '-p', 'indexer']),
    stage('format', 'format check', 'npx', ['prettier', '--check', '.']),
  ],
  [stage('lint', 'ESLint', 'npm', ['run', '--silent', 'lint'])],
];
const staticStages = staticLanes.flat();

const browserLane = [
  stage('unit', 'unit and integration tests', 'npx', ['vitest', 'run']),
  stage('e2e', 'end-to-end tests', node, ['scripts/e2e.mjs'], {
    E2E_WORKERS: process.env.E2E_WORKERS ?? E2E_WORKERS_IN_NPM_TEST,
  }),
];
// Stages that mostly wait on a chain or a server, not on the processor.
const chainLane = [
  stage('abi', 'generated contract files are up to date', node, [
    'scripts/contracts/compile.mjs',
    '--check',
  ]),
  stage(
    'contracts',
    `contract tests (anvil on port ${process.env.CONTRACT_TESTS_ANVIL_PORT ?? 8547})`,
    'npx',
    ['vitest', 'run', '--config', 'vitest.contracts.config.ts'],
  ),
  // The sign-in server: its own anvil and redis-server on free ports (SERVER_TESTS_*_PORT pin them).
  stage('server', 'sign-in server tests', 'npx', [
    'vitest',
    'run',
    '--config',
    'vitest.server.config.ts',
  ]),
  // The indexer: its own anvil, Ponder on PGlite, and a postgres server for the production path.
  stage('indexer', 'indexer tests', 'npx', [
    'vitest',
    'run',
    '--config',
    'vitest.indexer.config.ts',
  ]),
  // Sign-in end to end: servers of its own (playwright.siwe.config.ts), beside the main suite's.
  stage('siwe-e2e', 'sign-in end-to-end tests', node, [
    'scripts/e2e.mjs',
    '--config',
    'playwright.siwe.config.ts',
  ]),
];
const lanes = [browserLane, chainLane];
const allStages = [...staticStages, ...lanes.flat()];

const width = Math.max(...allStages.map(({ key }) => key.length));
const results = new Map();
/** How many of a failed stage's last output lines the closing summary repeats. */
const FAILED_TAIL_LINES = 120;

/**
 * Processor time used by the children this process has waited for, in seconds (Linux:
 * /proc/self/stat's cutime + cstime, at 100 ticks a second); undefined elsewhere. A stage's time
 * is the growth between its end and the end before it: the processes of its tree that were
 * waited for. A lower bound: daemons a stage starts (Postgres, nginx) and processes their parent
 * never waits for are not counted (the machine was busy throughout while the total read 1.35
 * cores of its 2).
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
let cpuAtLastEnd = childrenCpuSeconds();

/** Runs one stage, its output lines prefixed with its key; resolves to its exit status. */
function runStage({ key, name, command, args, env }) {
  const prefix = `${key.padEnd(width)} │ `;
  const lines = [];
  const say = (line) => {
    lines.push(line);
    if (lines.length > FAILED_TAIL_LINES) lines.shift();
    process.stdout.write(`${prefix}${line}\n`);
  };
  say(`▶ ${name}: ${command === node ? 'node' : command} ${args.join(' ')}`);
  const startedAt = performance.now();
  return new Promise((resolve) => {
    // No colours: lines of two stages interleave, and escape codes would leak across them.
    const child = spawn(command, args, {
      env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const closed = [child.stdout, child.stderr].map(
      (stream) =>
        new Promise((done) => createInterface({ input: stream }).on('line', say).on('close', done)),
    );
    child.on('close', async (code, signal) => {
      await Promise.all(closed);
      const seconds = (performance.now() - startedAt) / 1000;
      const cpuNow = childrenCpuSeconds();
      const cpu = cpuNow === undefined ? undefined : cpuNow - cpuAtLastEnd;
      cpuAtLastEnd = cpuNow;
      const passed = code === 0;
      results.set(key, { name, passed, seconds, cpu, status: code ?? signal, lines });
      say(
        `${passed ? '✓' : '✗'} ${name} ${passed ? 'passed' : `failed (exit ${code ?? signal})`} in ${seconds.toFixed(1)} s`,
      );
      resolve(passed);
    });
  });
}

/** Runs a lane's stages in order, stopping at the first that fails; true if all passed. */
async function runLane(lane) {
  for (const each of lane) if (!(await runStage(each))) return false;
  return true;
}

/** Runs stages in order, each one even after a failure; true if all passed. */
async function runEach(stages) {
  let passed = true;
  for (const each of stages) passed = (await runStage(each)) && passed;
  return passed;
}

const startedAt = performance.now();
const cpuAtStart = childrenCpuSeconds();
if (process.env.TEST_LANES === '1') {
  await runLane(allStages);
} else {
  const staticPassed = (await Promise.all(staticLanes.map(runEach))).every(Boolean);
  const staticSeconds = (performance.now() - startedAt) / 1000;
  console.log(
    `static checks ${staticPassed ? 'passed' : 'failed'} in ${staticSeconds.toFixed(1)} s`,
  );
  if (staticPassed) await Promise.all(lanes.map(runLane));
}

for (const { key, name } of allStages) {
  const result = results.get(key);
  if (!result || result.passed) continue;
  console.log(`\n── ${name} failed: its last ${result.lines.length} lines ──`);
  for (const line of result.lines) console.log(`${key.padEnd(width)} │ ${line}`);
}

let passed = 0;
let failed = 0;
console.log('');
for (const { key, name } of allStages) {
  const result = results.get(key);
  if (!result)
    console.log(`  – ${name}: not run (a static check or an earlier stage of its lane failed)`);
  else {
    if (result.passed) passed += 1;
    else failed += 1;
    const cpu = result.cpu === undefined ? '' : ` (processor ${result.cpu.toFixed(1)} s)`;
    console.log(`  ${result.passed ? '✓' : '✗'} ${name}: ${result.seconds.toFixed(1)} s${cpu}`);
  }
}
const notRun = allStages.length - passed - failed;
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const cpuTotal = childrenCpuSeconds();
const cpuNote = cpuTotal === undefined ? '' : `, processor ${(cpuTotal - cpuAtStart).toFixed(1)} s`;
console.log(
  `\nstages: ${passed} passed, ${failed} failed${notRun ? `, ${notRun} not run` : ''} (${seconds} s${cpuNote})`,
);
process.exit(failed === 0 && notRun === 0 ? 0 : 1);
