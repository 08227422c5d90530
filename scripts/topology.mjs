// `npm run topology`: the production topology on this machine, on loopback ports. One Postgres,
// one indexer writer (`ponder start`), readers (`ponder serve`, 2 by default) on its views
// schema, one Redis, sign-in servers (2 by default) sharing it, and nginx (Debian's) in front of
// them all as the one origin the hub talks to (deploy/nginx/). An anvil chain with the project's
// contracts deployed gives the indexer something to index; it mines a block every 2 s.
//
//   npm run topology                      start it (the command returns; the processes stay)
//   npm run topology -- --status          what runs, the indexer's lag behind the chain
//   npm run topology -- --stop            stop every process it started, by its pid
//   options: --port N (nginx, default 8480), --readers N, --sign-in N, --block-time S
//
// Ports, pids and URLs are written to .local-chain/topology/state.json, logs beside it. Every
// process is started detached and stopped by the pid recorded there (after checking that the
// pid still runs the program it started); each is recorded with how it was started, so that a
// fault can stop one and start it again as it was (bench/faults.mjs). Postgres's and Redis's
// data are thrown away on stop.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import {
  LOCAL_CHAIN_DIR,
  LOCAL_CHAIN_ID,
  PROJECT_ROOT,
  anvilBinary,
  isPortTaken,
  rpc,
} from './chain/anvil.mjs';
import { findFreePort } from './chain/hub.mjs';
import { ponderArgs } from './chain/indexer.mjs';
import { isAlive, signalPid } from './chain/processes.mjs';
import { deployLocal, renderLocalRecord } from './contracts/deploy.mjs';

export const TOPOLOGY_DIR = `${LOCAL_CHAIN_DIR}/topology`;
export const DEFAULT_TOPOLOGY_PORT = 8480;
const NGINX_TEMPLATE_DIR = `${PROJECT_ROOT}deploy/nginx`;
const POSTGRES_ROOT = '/usr/lib/postgresql';
const PONDER_BIN_NAME = 'ponder.js';
/** The writer's schema (one per deployment of the indexer) and the readers' stable views. */
const WRITER_SCHEMA = 'bear_indexer_topology';
const VIEWS_SCHEMA = 'bear_indexer';
/**
 * The readers' statement time on Postgres, through their DATABASE_URL (`?statement_timeout=`,
 * which node-postgres sends at connection and which overrides Ponder's 30 s for its pools).
 * Only the readers: on the writer it would also bound the indexing's own statements.
 */
export const READER_STATEMENT_TIMEOUT_MS = 5_000;
/** A new block is looked for this often by the writer (the chain makes one every 2 s). */
const WRITER_POLLING_INTERVAL_MS = 500;
const READY_POLL_MS = 100;
const STEP_TIMEOUT_MS = { anvil: 15_000, postgres: 30_000, redis: 10_000, writer: 180_000 };
const SERVICE_TIMEOUT_MS = 120_000;
/** How long each kind gets to exit after its stop signal before SIGKILL. */
const STOP_GRACE_MS = { ponder: 10_000, postgres: 10_000, default: 3_000 };

/** `--name value` / `--name=value` / `--flag` from argv. */
function option(argv, name) {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === `--${name}`) {
      const next = argv[index + 1];
      return next === undefined || next.startsWith('--') ? true : next;
    }
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

function wholeNumber(value, name, fallback) {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(String(value))) throw new Error(`--${name} takes a whole number, not ${value}`);
  return Number(value);
}

function tail(file, count = 25) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(no log)';
  }
}

/** uid and gid of a system user, or undefined. */
function userIds(name) {
  const id = (flag) => spawnSync('id', [flag, name], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The newest installed Postgres server's bin directory (Debian's `postgresql`). */
function postgresBin() {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error('Postgres is not installed: apt-get install postgresql (.ci/run does it).');
  }
  return join(POSTGRES_ROOT, versions[0], 'bin');
}

function requireCommand(command, install) {
  if (spawnSync(command, ['-v'], { stdio: 'ignore' }).error) {
    throw new Error(`${command} is not installed: ${install} (.ci/run does it).`);
  }
}

/** The command line of a running pid (NUL-separated arguments joined by spaces), or ''. */
function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** Sends PING to Redis on a fresh connection; true on +PONG. */
function redisPing(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function httpOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The environment a process is given, as its differences from this one's: what a restart
 * applies again over the environment of the process that restarts it.
 */
function environmentChanges(env) {
  const set = {};
  for (const [key, value] of Object.entries(env)) if (process.env[key] !== value) set[key] = value;
  const unset = Object.keys(process.env).filter((key) => !(key in env));
  return { set, unset };
}

function environmentOf({ set, unset }) {
  const env = { ...process.env, ...set };
  for (const key of unset) delete env[key];
  return env;
}

/** Spawns a recorded process detached, its output appended to (or written over) its log. */
function launch(entry, { append }) {
  const fd = openSync(entry.log, append ? 'a' : 'w');
  const { command, args, cwd, env, user } = entry.launch;
  const child = spawn(command, args, {
    cwd,
    env: environmentOf(env),
    detached: true,
    stdio: ['ignore', fd, fd],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  closeSync(fd);
  child.unref();
  if (child.pid === undefined) throw new Error(`${entry.name}: ${command} could not be started`);
  return child;
}

/**
 * The running topology: the state file's processes and URLs, written after each start so that a
 * start that fails half-way can still be stopped. Each process is recorded with how it was
 * started (command, arguments, environment) and how to tell it is ready, so that it can be
 * started again as it was (startProcessAgain).
 */
class Topology {
  constructor(dir) {
    this.dir = dir;
    this.state = { startedAt: new Date().toISOString(), processes: [] };
  }

  save() {
    writeState(this.dir, this.state);
  }

  /**
   * Spawns a detached process logging to `<dir>/<name>.log` and records it: `match` is a piece
   * of its command line (checked before it is signalled), `stopSignal` how it stops cleanly,
   * `ready` how to tell that it serves (see isProcessReady).
   */
  spawn(
    name,
    command,
    args,
    { env, cwd = PROJECT_ROOT, user, match, stopSignal, port, grace, ready },
  ) {
    const log = join(this.dir, `${name}.log`);
    const entry = {
      name,
      pid: 0,
      port,
      log,
      match,
      stopSignal,
      grace,
      ready,
      launch: { command, args, cwd, env: environmentChanges(env), user },
    };
    const child = launch(entry, { append: false });
    entry.pid = child.pid;
    this.state.processes.push(entry);
    this.save();
    return { ...entry, child };
  }
}

/** Writes state.json, readable by its owner only (it holds the sign-in servers' cookie key). */
function writeState(dir, state) {
  writeFileSync(join(dir, 'state.json'), `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/**
 * Whether a recorded process serves, by its `ready` check: `{ http: url }` answers 2xx,
 * `{ rpc: url }` answers eth_chainId, `{ redis: port }` answers PING, `{ postgres: port, bin }`
 * accepts connections (pg_isready).
 */
export async function isProcessReady({ ready }) {
  if (!ready) return true;
  if (ready.http) return httpOk(ready.http);
  if (ready.rpc) {
    return rpc(ready.rpc, 'eth_chainId').then(
      () => true,
      () => false,
    );
  }
  if (ready.redis) return redisPing(ready.redis);
  if (ready.postgres) {
    const check = spawnSync(
      join(ready.bin, 'pg_isready'),
      ['-h', '127.0.0.1', '-p', String(ready.postgres), '-q'],
      { timeout: 2_000 },
    );
    return check.status === 0;
  }
  throw new Error(`unknown readiness check ${JSON.stringify(ready)}`);
}

/**
 * Polls the process's readiness check until it passes; fails with the log's tail if the
 * process exits or time runs out.
 */
async function waitFor(what, entry, timeoutMs) {
  const { child, log } = entry;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exited = child
      ? child.exitCode !== null || child.signalCode !== null
      : !isAlive(entry.pid);
    if (exited) {
      throw new Error(
        `${what} exited (${child?.exitCode ?? child?.signalCode ?? '?'}):\n${tail(log)}`,
      );
    }
    if (await isProcessReady(entry)) return;
    if (Date.now() > deadline) {
      throw new Error(`${what} was not ready within ${timeoutMs} ms; log ${log}:\n${tail(log)}`);
    }
    await sleep(READY_POLL_MS);
  }
}

function ponderEnv({ rpcUrl, databaseUrl, deploymentFile, hubOrigins }) {
  const env = {
    ...process.env,
    PONDER_TELEMETRY_DISABLED: 'true',
    NO_COLOR: '1',
    INDEXER_CHAIN_ID: String(LOCAL_CHAIN_ID),
    [`PONDER_RPC_URL_${LOCAL_CHAIN_ID}`]: rpcUrl,
    INDEXER_POLLING_INTERVAL_MS: String(WRITER_POLLING_INTERVAL_MS),
    INDEXER_DEPLOYMENT_FILE: deploymentFile,
    INDEXER_HUB_ORIGINS: hubOrigins.join(','),
    DATABASE_URL: databaseUrl,
  };
  delete env.DATABASE_PRIVATE_URL;
  delete env.DATABASE_SCHEMA;
  delete env.PORT;
  return env;
}

/** nginx's main configuration for this machine, around the rendered bear-api.conf. */
function nginxMainConf({ dir, workerUser }) {
  const temp = join(dir, 'nginx', 'temp');
  return `# Written by scripts/topology.mjs for this machine; the site is bear-api.conf beside it.
daemon off;
${workerUser ? `user ${workerUser};\n` : ''}worker_processes auto;
worker_rlimit_nofile 16384;
pid ${join(dir, 'nginx', 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events {
    worker_connections 8192;
}
http {
    log_format bear '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                    'rt=$request_time urt=$upstream_response_time cache=$upstream_cache_status';
    access_log ${join(dir, 'nginx-access.log')} bear buffer=64k flush=1s;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    keepalive_timeout 65s;
    keepalive_requests 10000;
    include ${join(dir, 'nginx', 'bear-api.conf')};
}
`;
}

/** deploy/nginx/bear-api.conf.template with its ${BEAR_…} variables filled in (as envsubst). */
export function renderNginxSite(values) {
  const template = readFileSync(join(NGINX_TEMPLATE_DIR, 'bear-api.conf.template'), 'utf8');
  return template.replace(/\$\{(BEAR_[A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`bear-api.conf.template: no value for ${name}`);
    return values[name];
  });
}

/**
 * Starts the topology; resolves with its state once nginx answers for every part.
 * @param {{ dir?: string, port?: number, readers?: number, signIn?: number, blockTimeS?: number, hubOrigins?: string[], log?: (line: string) => void }} [options]
 */
export async function startTopology({
  dir = TOPOLOGY_DIR,
  port = DEFAULT_TOPOLOGY_PORT,
  readers = 2,
  signIn = 2,
  blockTimeS = 2,
  hubOrigins = ['http://127.0.0.1:4173'],
  log = (line) => console.log(line),
} = {}) {
  const stateFile = join(dir, 'state.json');
  if (existsSync(stateFile)) {
    const previous = JSON.parse(readFileSync(stateFile, 'utf8'));
    if (previous.processes.some((entry) => isAlive(entry.pid))) {
      throw new Error(`A topology runs already (${stateFile}): stop it first (--stop).`);
    }
  }
  if (isPortTaken(port)) throw new Error(`Port ${port} is taken: pick another with --port.`);
  requireCommand('nginx', 'apt-get install nginx');
  requireCommand('redis-server', 'apt-get install redis-server');
  const pgBin = postgresBin();
  const anvil = anvilBinary();

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'nginx', 'temp'), { recursive: true });
  const topology = new Topology(dir);
  const origin = `http://127.0.0.1:${port}`;
  const origins = [...new Set([...hubOrigins, origin])];
  const asRoot = process.getuid?.() === 0;
  const started = performance.now();
  const step = (what) => log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  topology.state.origin = origin;
  topology.state.hubOrigins = origins;
  topology.state.writerSchema = WRITER_SCHEMA;
  topology.state.viewsSchema = VIEWS_SCHEMA;
  try {
    // The chain, with the contracts; then a block every blockTimeS seconds.
    const anvilPort = await findFreePort();
    const chain = topology.spawn(
      'anvil',
      anvil,
      ['--host', '127.0.0.1', '--port', String(anvilPort), '--chain-id', String(LOCAL_CHAIN_ID)],
      {
        env: process.env,
        match: 'anvil',
        stopSignal: 'SIGTERM',
        port: anvilPort,
        ready: { rpc: `http://127.0.0.1:${anvilPort}` },
      },
    );
    const rpcUrl = `http://127.0.0.1:${anvilPort}`;
    await waitFor('anvil', chain, STEP_TIMEOUT_MS.anvil);
    const deployment = await deployLocal({ rpcUrl, writeDeployments: false });
    const deploymentFile = join(dir, `deployment-${deployment.chainId}.json`);
    writeFileSync(deploymentFile, renderLocalRecord(deployment.chainId, deployment.contracts));
    if (blockTimeS > 0) await rpc(rpcUrl, 'evm_setIntervalMining', [blockTimeS]);
    Object.assign(topology.state, { rpcUrl, deploymentFile, blockTimeS });
    topology.save();
    step(`anvil on ${rpcUrl}, contracts deployed, a block every ${blockTimeS} s`);

    // Postgres: a fresh cluster in <dir>/postgres (as the postgres user when we are root).
    const pgUser = asRoot ? userIds('postgres') : undefined;
    if (asRoot && !pgUser) throw new Error('Postgres refuses root, and there is no postgres user.');
    const pgData = join(dir, 'postgres');
    mkdirSync(pgData, { recursive: true });
    if (pgUser) chownSync(pgData, pgUser.uid, pgUser.gid);
    const initdb = spawnSync(
      join(pgBin, 'initdb'),
      ['-D', pgData, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      { encoding: 'utf8', ...(pgUser ?? {}) },
    );
    if (initdb.status !== 0) throw new Error(`initdb failed:\n${initdb.stdout}${initdb.stderr}`);
    const pgPort = await findFreePort();
    const postgres = topology.spawn(
      'postgres',
      join(pgBin, 'postgres'),
      [
        '-D',
        pgData,
        '-p',
        String(pgPort),
        '-k',
        pgData,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=300',
        // A local topology's data is thrown away at stop: no durability.
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
      ],
      {
        env: process.env,
        user: pgUser,
        match: 'postgres',
        stopSignal: 'SIGINT', // Postgres's fast shutdown
        port: pgPort,
        grace: STOP_GRACE_MS.postgres,
        ready: { postgres: pgPort, bin: pgBin },
      },
    );
    await waitFor('postgres', postgres, STEP_TIMEOUT_MS.postgres);
    const databaseUrl = `postgresql://postgres@127.0.0.1:${pgPort}/postgres`;
    topology.state.databaseUrl = databaseUrl;
    topology.save();
    step(`postgres on ${databaseUrl}`);

    // Redis, for the sign-in servers' nonces, sessions and rate-limit counters. Its data goes to
    // an append-only file synced every second, so a restart keeps the sessions (a crash loses
    // at most the last second's writes).
    const redisPort = await findFreePort();
    const redisDir = join(dir, 'redis');
    mkdirSync(redisDir, { recursive: true });
    const redis = topology.spawn(
      'redis',
      'redis-server',
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--dir',
        redisDir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
        '--protected-mode',
        'yes',
      ],
      {
        env: process.env,
        match: 'redis-server',
        stopSignal: 'SIGTERM',
        port: redisPort,
        ready: { redis: redisPort },
      },
    );
    await waitFor('redis-server', redis, STEP_TIMEOUT_MS.redis);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    topology.state.redisUrl = redisUrl;
    step(`redis on ${redisUrl}`);

    // The indexer's writer: indexes into its schema, points the views schema at it once ready.
    const indexerEnv = { rpcUrl, deploymentFile, hubOrigins: origins };
    const writerPort = await findFreePort();
    const writer = topology.spawn(
      'indexer-writer',
      process.execPath,
      ponderArgs({
        command: 'start',
        port: writerPort,
        schema: WRITER_SCHEMA,
        viewsSchema: VIEWS_SCHEMA,
      }),
      {
        env: ponderEnv({ ...indexerEnv, databaseUrl }),
        match: PONDER_BIN_NAME,
        stopSignal: 'SIGINT', // see scripts/chain/indexer.mjs: Ponder unlocks its schema on SIGINT
        port: writerPort,
        grace: STOP_GRACE_MS.ponder,
        ready: { http: `http://127.0.0.1:${writerPort}/ready` },
      },
    );
    const writerUrl = `http://127.0.0.1:${writerPort}`;
    await waitFor('the indexer writer', writer, STEP_TIMEOUT_MS.writer);
    topology.state.writerUrl = writerUrl;
    step(`indexer writer (ponder start) on ${writerUrl}, ready`);

    // Readers (ponder serve) and sign-in servers, side by side.
    const readerUrl = `${databaseUrl}?statement_timeout=${READER_STATEMENT_TIMEOUT_MS}`;
    const services = [];
    for (let index = 0; index < readers; index += 1) {
      const readerPort = await findFreePort();
      const reader = topology.spawn(
        `indexer-reader-${index + 1}`,
        process.execPath,
        ponderArgs({ command: 'serve', port: readerPort, schema: VIEWS_SCHEMA }),
        {
          env: ponderEnv({ ...indexerEnv, databaseUrl: readerUrl }),
          match: PONDER_BIN_NAME,
          stopSignal: 'SIGINT',
          port: readerPort,
          grace: STOP_GRACE_MS.ponder,
          ready: { http: `http://127.0.0.1:${readerPort}/changes` },
        },
      );
      services.push(reader);
    }
    const cookieSecret = randomBytes(32).toString('hex');
    const signInPrefix = `bear-topology-${Date.now()}:`;
    for (let index = 0; index < signIn; index += 1) {
      const signInPort = await findFreePort();
      const server = topology.spawn(
        `sign-in-${index + 1}`,
        process.execPath,
        ['--import', 'tsx', 'server/main.ts'],
        {
          env: {
            SIWE_HUB_ORIGIN: origins.join(','),
            SIWE_CHAINS: `${LOCAL_CHAIN_ID}=${rpcUrl}`,
            SIWE_COOKIE_SECRET: cookieSecret,
            SIWE_REDIS_PREFIX: signInPrefix,
            // nginx on this machine writes X-Forwarded-For; only loopback peers may set it.
            SIWE_TRUST_PROXY: 'loopback',
            ...process.env,
            REDIS_URL: redisUrl,
            SIWE_HOST: '127.0.0.1',
            SIWE_PORT: String(signInPort),
          },
          match: 'server/main.ts',
          stopSignal: 'SIGTERM',
          port: signInPort,
          ready: { http: `http://127.0.0.1:${signInPort}/ready` },
        },
      );
      services.push(server);
    }
    await Promise.all(services.map((entry) => waitFor(entry.name, entry, SERVICE_TIMEOUT_MS)));
    step(`${readers} indexer readers (ponder serve) and ${signIn} sign-in servers ready`);

    // nginx in front of them.
    const nginxDir = join(dir, 'nginx');
    const workerUser = asRoot ? 'www-data' : undefined;
    const worker = workerUser ? userIds(workerUser) : undefined;
    const cacheDir = join(nginxDir, 'cache');
    for (const path of [
      cacheDir,
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => join(nginxDir, 'temp', name)),
    ]) {
      mkdirSync(path, { recursive: true });
      if (worker) chownSync(path, worker.uid, worker.gid);
    }
    const servers = (kind) =>
      topology.state.processes
        .filter((entry) => entry.name.startsWith(kind))
        .map((entry) => `server 127.0.0.1:${entry.port};`)
        .join(' ');
    writeFileSync(
      join(nginxDir, 'bear-api.conf'),
      renderNginxSite({
        BEAR_API_LISTEN: `127.0.0.1:${port}`,
        BEAR_API_SERVER_NAME: '_',
        BEAR_NGINX_DIR: NGINX_TEMPLATE_DIR,
        BEAR_CACHE_DIR: cacheDir,
        BEAR_INDEXER_SERVERS: servers('indexer-reader-'),
        BEAR_SIGN_IN_SERVERS: servers('sign-in-'),
        BEAR_HUB_ORIGINS: origins.map((hub) => `"${hub}" $http_origin;`).join(' '),
      }),
    );
    const nginxConf = join(nginxDir, 'nginx.conf');
    writeFileSync(nginxConf, nginxMainConf({ dir, workerUser }));
    const check = spawnSync('nginx', ['-t', '-q', '-p', nginxDir, '-c', nginxConf], {
      encoding: 'utf8',
    });
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
    const nginx = topology.spawn('nginx', 'nginx', ['-p', nginxDir, '-c', nginxConf], {
      env: process.env,
      match: 'nginx',
      stopSignal: 'SIGQUIT', // graceful: finishes the requests in flight
      port,
      ready: { http: `${origin}/siwe/ready` },
    });
    await waitFor('nginx', nginx, STEP_TIMEOUT_MS.redis);
    Object.assign(topology.state, {
      indexerUrl: `${origin}/indexer`,
      signInUrl: `${origin}/siwe`,
      nginxConf,
      readyMs: Math.round(performance.now() - started),
    });
    topology.save();
    step(`nginx on ${origin}`);
    return topology.state;
  } catch (error) {
    await stopTopology({ dir, log: () => {} }).catch(() => {});
    throw error;
  }
}

/** Reads the state of the topology in `dir`, or undefined when none was started there. */
export function readTopology(dir = TOPOLOGY_DIR) {
  const stateFile = join(dir, 'state.json');
  return existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : undefined;
}

/** Stops one recorded process by its pid: its stop signal, then SIGKILL after its grace. */
export async function stopProcess(entry) {
  if (!isAlive(entry.pid) || !commandLine(entry.pid).includes(entry.match)) return false;
  signalPid(entry.pid, entry.stopSignal);
  const deadline = Date.now() + (entry.grace ?? STOP_GRACE_MS.default);
  while (Date.now() < deadline) {
    if (!isAlive(entry.pid)) return true;
    await sleep(50);
  }
  signalPid(entry.pid, 'SIGKILL');
  const killed = Date.now() + 2_000;
  while (Date.now() < killed && isAlive(entry.pid)) await sleep(50);
  return true;
}

/**
 * Sends `signal` to a recorded process (its command line checked first) and resolves once it has
 * exited: true, or false when it was not running. Throws if it outlives `timeoutMs`.
 */
export async function signalProcess(entry, signal, timeoutMs = 15_000) {
  if (!isAlive(entry.pid) || !commandLine(entry.pid).includes(entry.match)) return false;
  signalPid(entry.pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (isAlive(entry.pid)) {
    if (Date.now() > deadline)
      throw new Error(`${entry.name} outlived ${signal} (${timeoutMs} ms)`);
    await sleep(25);
  }
  return true;
}

/**
 * Starts a stopped process of the topology in `dir` again as it was started (command,
 * arguments, environment, port, user), its output appended to its log, and records its new pid.
 * Resolves with its entry once its readiness check passes, or at once with `wait: false`.
 *
 * @param {{ dir?: string, name: string, wait?: boolean, timeoutMs?: number }} options
 */
export async function startProcessAgain({
  dir = TOPOLOGY_DIR,
  name,
  wait = true,
  timeoutMs = STEP_TIMEOUT_MS.writer,
}) {
  const state = readTopology(dir);
  const entry = state?.processes.find((each) => each.name === name);
  if (!entry?.launch) throw new Error(`no process ${name} recorded in ${dir}`);
  if (isAlive(entry.pid) && commandLine(entry.pid).includes(entry.match)) {
    throw new Error(`${name} runs already (pid ${entry.pid})`);
  }
  const child = launch(entry, { append: true });
  entry.pid = child.pid;
  writeState(dir, state);
  if (wait) await waitFor(name, { ...entry, child }, timeoutMs);
  return entry;
}

/**
 * `nginx -s reload` with the configuration nginx runs: it reads it again, starts new workers and
 * lets the old ones finish the requests they hold. Resolves once only new workers run.
 */
export async function reloadNginx(state, timeoutMs = 10_000) {
  const entry = state.processes.find((each) => each.name === 'nginx');
  if (!entry) throw new Error('no nginx recorded');
  const before = new Set(nginxWorkers(entry.pid));
  const prefix = join(state.nginxConf, '..');
  const reload = spawnSync('nginx', ['-s', 'reload', '-p', prefix, '-c', state.nginxConf], {
    encoding: 'utf8',
  });
  if (reload.status !== 0) throw new Error(`nginx -s reload failed:\n${reload.stderr}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const workers = nginxWorkers(entry.pid);
    if (workers.length > 0 && workers.every((pid) => !before.has(pid))) return;
    if (Date.now() > deadline)
      throw new Error(`nginx's old workers still run after ${timeoutMs} ms`);
    await sleep(25);
  }
}

/** The worker processes of the nginx master `pid` (those shutting down included). */
function nginxWorkers(pid) {
  const pids = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid && commandLine(Number(name)).includes('worker process')) {
        pids.push(Number(name));
      }
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * Stops every process of the topology in `dir` by its pid, the front first, Postgres's data
 * removed; the logs and state.json stay.
 */
export async function stopTopology({ dir = TOPOLOGY_DIR, log = (line) => console.log(line) } = {}) {
  const state = readTopology(dir);
  if (!state) {
    log(`No topology recorded in ${dir}.`);
    return;
  }
  const order = [
    'nginx',
    'sign-in',
    'indexer-reader',
    'indexer-writer',
    'redis',
    'postgres',
    'anvil',
  ];
  const rank = (name) => order.findIndex((prefix) => name.startsWith(prefix));
  const groups = new Map();
  for (const entry of state.processes) {
    const key = rank(entry.name);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const key of [...groups.keys()].sort((a, b) => a - b)) {
    // Same kind in parallel (the readers, the sign-in servers).
    await Promise.all(
      groups.get(key).map(async (entry) => {
        if (await stopProcess(entry)) log(`  stopped ${entry.name} (pid ${entry.pid})`);
      }),
    );
  }
  rmSync(join(dir, 'postgres'), { recursive: true, force: true });
  rmSync(join(dir, 'redis'), { recursive: true, force: true });
  rmSync(join(dir, 'nginx', 'cache'), { recursive: true, force: true });
  writeState(dir, { ...state, stoppedAt: new Date().toISOString() });
}

/** The indexer's lag behind the chain, in blocks, through nginx (undefined if unreadable). */
export async function indexerLag(state) {
  try {
    const [head, changes] = await Promise.all([
      rpc(state.rpcUrl, 'eth_blockNumber'),
      fetch(`${state.writerUrl}/changes`).then((response) => response.json()),
    ]);
    return Number(BigInt(head)) - changes.blockNumber;
  } catch {
    return undefined;
  }
}

async function status(dir) {
  const state = readTopology(dir);
  if (!state) {
    console.log(`No topology recorded in ${dir}.`);
    return;
  }
  for (const entry of state.processes) {
    const running = isAlive(entry.pid) && commandLine(entry.pid).includes(entry.match);
    console.log(
      `  ${entry.name.padEnd(18)} pid ${String(entry.pid).padEnd(8)} port ${String(entry.port).padEnd(6)} ${running ? 'running' : 'stopped'}  ${entry.log}`,
    );
  }
  if (state.indexerUrl) {
    console.log(`  indexer lag: ${(await indexerLag(state)) ?? '?'} blocks behind the chain`);
  }
}

function printStarted(state) {
  console.log(
    `\nThe topology answers on ${state.origin} (started in ${(state.readyMs / 1000).toFixed(1)} s):`,
  );
  console.log(`  indexer API   ${state.indexerUrl}/pool   (readers, 1 s cache)`);
  console.log(`  sign-in API   ${state.signInUrl}/nonce`);
  console.log(`  chain         ${state.rpcUrl} (contracts: ${state.deploymentFile})`);
  console.log(`  Postgres      ${state.databaseUrl}`);
  console.log(`  Redis         ${state.redisUrl}`);
  console.log(`State, pids and logs: ${join(TOPOLOGY_DIR)}/. A hub build against it:`);
  console.log(
    `  BEAR_REHEARSAL=1 VITE_LOCAL_RPC_URL=${state.rpcUrl} VITE_INDEXER_URL=${state.indexerUrl} VITE_SIWE_API_URL=${state.signInUrl} npx vite build --outDir .local-chain/dist-topology`,
  );
  console.log('Stop it with: npm run topology -- --stop');
}

async function main(argv) {
  const dir = TOPOLOGY_DIR;
  if (option(argv, 'stop')) return stopTopology({ dir });
  if (option(argv, 'status')) return status(dir);
  const hubOrigin = option(argv, 'hub-origin');
  console.log('Starting the topology:');
  const state = await startTopology({
    dir,
    port: wholeNumber(option(argv, 'port'), 'port', DEFAULT_TOPOLOGY_PORT),
    readers: wholeNumber(option(argv, 'readers'), 'readers', 2),
    signIn: wholeNumber(option(argv, 'sign-in'), 'sign-in', 2),
    blockTimeS: wholeNumber(option(argv, 'block-time'), 'block-time', 2),
    ...(typeof hubOrigin === 'string' ? { hubOrigins: hubOrigin.split(',') } : {}),
  });
  printStarted(state);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error) => {
      console.error(`topology: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
