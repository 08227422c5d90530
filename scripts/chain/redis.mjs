// A throw-away redis-server (Debian's `redis-server` package) for the sign-in server's tests,
// its load test, and `npm start --redis`: no persistence (`--save ''`, no AOF), loopback only,
// a child of this process stopped by its pid.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCAL_CHAIN_DIR, isPortTaken } from './anvil.mjs';
import { stopChild, track } from './processes.mjs';

const REDIS_BINARY = 'redis-server';
const READY_TIMEOUT_MS = 10_000;
const READY_POLL_MS = 50;

/** True when `redis-server` can be run (apt-get install redis-server). */
export function hasRedisServer() {
  return spawnSync(REDIS_BINARY, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Sends PING on a fresh connection; resolves true on +PONG. */
function ping(port, host) {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
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

/**
 * Starts redis-server on host:port and resolves once it answers PING.
 * @param {{ port: number, host?: string }} options
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void>, logFile: string }>}
 */
export async function startRedis({ port, host = '127.0.0.1' }) {
  if (!hasRedisServer()) {
    throw new Error(
      'redis-server is not installed: apt-get install redis-server (.ci/run does it on CI).',
    );
  }
  if (isPortTaken(port)) throw new Error(`Port ${port} is already in use; pick another for Redis.`);
  mkdirSync(LOCAL_CHAIN_DIR, { recursive: true });
  const logFile = `${LOCAL_CHAIN_DIR}/redis-${port}.log`;
  const fd = openSync(logFile, 'w');
  const child = spawn(
    REDIS_BINARY,
    [
      '--port',
      String(port),
      '--bind',
      host,
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
    ],
    { stdio: ['ignore', fd, fd] },
  );
  closeSync(fd);
  track(child, 'redis-server');
  const stop = () => stopChild(child);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `redis-server exited (${child.exitCode ?? child.signalCode}):\n${readFileSync(logFile, 'utf8').slice(-2000)}`,
      );
    }
    if (await ping(port, host)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not answer PING on ${host}:${port}; log: ${logFile}`);
    }
    await sleep(READY_POLL_MS);
  }
  return { url: `redis://${host}:${port}`, pid: child.pid, stop, logFile };
}
