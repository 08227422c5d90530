// The indexer (indexer/, Ponder) as a child process, for `npm start`, its tests and its
// benchmark: `ponder start` (indexes and serves) or `ponder serve` (serves what another
// instance writes to Postgres). Ponder runs as a direct child of node (not through npx) so
// that the pid we hold is its own; it is stopped by that pid, with SIGINT (see stop below).
// Telemetry is off.
import { execFile, spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { LOCAL_CHAIN_DIR, LOCAL_CHAIN_ID, PROJECT_ROOT, isPortTaken } from './anvil.mjs';
import { track } from './processes.mjs';

export const INDEXER_ROOT = `${PROJECT_ROOT}indexer`;
const PONDER_BIN = `${PROJECT_ROOT}node_modules/ponder/dist/esm/bin/ponder.js`;
/**
 * Where throw-away embedded databases go: memory (tmpfs) when the system has it. PGlite writes
 * its files synchronously; on this project's 2-core machine a start to ready took 33 s with the
 * data on disk and 18 s on /dev/shm (same load).
 */
export const SCRATCH_DIR = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
/** The embedded database of `npm start` on `port`: its chain is new at each start, so is it. */
export function localIndexerDataDir(port) {
  return `${SCRATCH_DIR}/bear-hub-indexer-${port}`;
}

/**
 * An empty PGlite database (its initdb done), copied into each new data directory. PGlite runs
 * initdb in WebAssembly for a new directory, and Ponder opens each directory twice: measured
 * here, a first open took 4.5 s of CPU, an open of a copy 1.0 s, the copy 0.2 s. Made once per
 * PGlite version (the one Ponder resolves), in SCRATCH_DIR; undefined if it cannot be made
 * (Ponder then runs initdb itself).
 *
 * @returns {Promise<string | undefined>}
 */
export async function pgliteTemplate() {
  try {
    const fromPonder = createRequire(`${PROJECT_ROOT}node_modules/ponder/package.json`);
    const packageDir = dirname(dirname(fromPonder.resolve('@electric-sql/pglite')));
    const { version, exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    const template = join(SCRATCH_DIR, `bear-hub-pglite-template-${version}`);
    if (existsSync(template)) return template;
    const building = `${template}.${process.pid}`;
    const module = pathToFileURL(join(packageDir, exports['.'].import)).href;
    // In a child: the parent (npm start, a test worker) keeps PGlite's WebAssembly out of its heap.
    const script = `import { PGlite } from ${JSON.stringify(module)};
      const db = new PGlite(${JSON.stringify(building)});
      await db.query('select 1');
      await db.close();`;
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
    try {
      renameSync(building, template);
    } catch {
      // Another start made it meanwhile: theirs serves.
      rmSync(building, { recursive: true, force: true });
    }
    return template;
  } catch {
    return undefined;
  }
}

export const DEFAULT_INDEXER_PORT = 42069;
/** A local chain answers at once: poll it faster than Ponder's 1 s default (its floor is 100). */
export const LOCAL_POLLING_INTERVAL_MS = 200;
const READY_TIMEOUT_MS = 90_000;
const READY_POLL_MS = 100;
/**
 * Ponder unlocks its database schema on a clean exit; otherwise the next start on that schema
 * waits for the lock's heartbeat to expire (up to 25 s). Its own shutdown gives up after 5 s.
 */
const STOP_GRACE_MS = 10_000;

/** Where the indexer listens unless told: this machine only (see ponderArgs). */
export const DEFAULT_INDEXER_HOST = '127.0.0.1';

/**
 * Ponder's command line. Always with `--hostname`: without it Ponder listens on every interface
 * (0.0.0.0 / ::), and `/metrics`, `/status`, `/health` and `/ready` answer any origin.
 *
 * @param {{ command?: 'start' | 'serve', port: number, host?: string, schema?: string, viewsSchema?: string }} options
 */
export function ponderArgs({
  command = 'start',
  port,
  host = DEFAULT_INDEXER_HOST,
  schema = 'public',
  viewsSchema,
}) {
  const args = [PONDER_BIN, command, '--root', INDEXER_ROOT];
  args.push('--port', String(port), '--hostname', host || DEFAULT_INDEXER_HOST, '--schema', schema);
  if (viewsSchema && command === 'start') args.push('--views-schema', viewsSchema);
  return args;
}

function tail(logFile, count = 30) {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts the indexer and resolves once its API answers: `GET /ready` 200 (the chain's history
 * is indexed) for `start`, `GET /health` 200 for `serve`.
 *
 * Without `databaseUrl` it uses PGlite in `dataDir` (emptied first when `fresh`, and also
 * removed on stop when `ephemeral`), whatever DATABASE_URL says in this process's environment.
 *
 * @param {{
 *   rpcUrl: string,
 *   port: number,
 *   host?: string,
 *   chainId?: number,
 *   command?: 'start' | 'serve',
 *   dataDir?: string,
 *   fresh?: boolean,
 *   ephemeral?: boolean,
 *   databaseUrl?: string,
 *   schema?: string,
 *   viewsSchema?: string,
 *   deploymentFile?: string,
 *   hubOrigins?: string,
 *   pollingIntervalMs?: number,
 *   logName?: string,
 *   env?: Record<string, string>,
 *   readyTimeoutMs?: number,
 * }} options
 * @returns {Promise<{ url: string, pid: number, logFile: string, readyMs: number, stop: () => Promise<void>, exited: Promise<number | string> }>}
 */
export async function startIndexer({
  rpcUrl,
  port,
  host = DEFAULT_INDEXER_HOST,
  chainId = LOCAL_CHAIN_ID,
  command = 'start',
  dataDir = localIndexerDataDir(port),
  fresh = false,
  ephemeral = false,
  databaseUrl,
  schema = 'public',
  viewsSchema,
  deploymentFile,
  hubOrigins,
  pollingIntervalMs = LOCAL_POLLING_INTERVAL_MS,
  logName = `indexer-${port}.log`,
  env = {},
  readyTimeoutMs = READY_TIMEOUT_MS,
}) {
  if (isPortTaken(port)) {
    throw new Error(`Port ${port} is already in use; stop what runs there or pick another.`);
  }
  const wipe = () => rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl && (fresh || ephemeral)) wipe();
  if (!databaseUrl && command === 'start' && !existsSync(dataDir)) {
    const template = await pgliteTemplate();
    if (template) cpSync(template, dataDir, { recursive: true });
  }
  mkdirSync(LOCAL_CHAIN_DIR, { recursive: true });
  const logFile = `${LOCAL_CHAIN_DIR}/${logName}`;
  const fd = openSync(logFile, 'w');

  const childEnv = {
    ...process.env,
    PONDER_TELEMETRY_DISABLED: 'true',
    INDEXER_CHAIN_ID: String(chainId),
    [`PONDER_RPC_URL_${chainId}`]: rpcUrl,
    INDEXER_POLLING_INTERVAL_MS: String(pollingIntervalMs),
    INDEXER_PGLITE_DIR: dataDir,
    NO_COLOR: '1',
    ...(deploymentFile ? { INDEXER_DEPLOYMENT_FILE: deploymentFile } : {}),
    ...(hubOrigins ? { INDEXER_HUB_ORIGINS: hubOrigins } : {}),
    ...env,
  };
  delete childEnv.DATABASE_PRIVATE_URL;
  delete childEnv.DATABASE_SCHEMA;
  delete childEnv.PORT;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  else delete childEnv.DATABASE_URL;

  const args = ponderArgs({ command, port, host, schema, viewsSchema });
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', fd, fd],
    env: childEnv,
  });
  closeSync(fd);
  track(child, `indexer (${command})`);
  // SIGINT, not SIGTERM: in Ponder 0.16 the Vite server it builds with exits the process on
  // SIGTERM at once, cutting Ponder's own shutdown short before it unlocks the schema.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exit = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exit;
      clearTimeout(timer);
    }
    if (!databaseUrl && ephemeral) wipe();
  };
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = `http://${host}:${port}`;
  const probe = `${url}${command === 'start' ? '/ready' : '/health'}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the indexer exited (${child.exitCode ?? child.signalCode}) before it was ready; log ${logFile}:\n${tail(logFile)}`,
      );
    }
    try {
      if ((await fetch(probe)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `the indexer did not answer ${probe} within ${readyTimeoutMs} ms:\n${tail(logFile)}`,
      );
    }
    await sleep(READY_POLL_MS);
  }
  const readyMs = Math.round(performance.now() - startedAt);
  return { url, pid: child.pid, logFile, readyMs, stop, exited };
}
