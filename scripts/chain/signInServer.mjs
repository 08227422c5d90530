// The sign-in server (server/main.ts) as a child process, for `npm start`, the end-to-end test
// of sign-in and the load test. Runs through tsx (Node 20 cannot run TypeScript itself); stopped
// by its pid.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCAL_CHAIN_DIR, PROJECT_ROOT, isPortTaken } from './anvil.mjs';
import { stopChild, track } from './processes.mjs';

const READY_TIMEOUT_MS = 30_000;
const READY_POLL_MS = 100;

/**
 * Starts the sign-in server on 127.0.0.1:port with `env` added to this process's environment
 * (SIWE_HUB_ORIGIN, SIWE_CHAINS, REDIS_URL …) and resolves once `GET /ready` answers 200.
 * @param {{ port: number, env?: Record<string, string>, logName?: string }} options
 * @returns {Promise<{ url: string, pid: number, logFile: string, stop: () => Promise<void>, exited: Promise<number | string> }>}
 */
export async function startSignInServer({ port, env = {}, logName = `sign-in-${port}.log` }) {
  if (isPortTaken(port)) {
    throw new Error(`Port ${port} is already in use; stop what runs there or set SIWE_PORT.`);
  }
  mkdirSync(LOCAL_CHAIN_DIR, { recursive: true });
  const logFile = `${LOCAL_CHAIN_DIR}/${logName}`;
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...env, SIWE_HOST: '127.0.0.1', SIWE_PORT: String(port) },
  });
  closeSync(fd);
  track(child, 'sign-in server');
  const stop = () => stopChild(child);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = `http://127.0.0.1:${port}`;
  const log = () => readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-20).join('\n');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the sign-in server exited (${child.exitCode ?? child.signalCode}):\n${log()}`,
      );
    }
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the sign-in server did not answer on ${url}/ready:\n${log()}`);
    }
    await sleep(READY_POLL_MS);
  }
  return { url, pid: child.pid, logFile, stop, exited };
}
