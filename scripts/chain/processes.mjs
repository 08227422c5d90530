// Child processes started by the project's scripts (anvil, vite build, vite preview), tracked by
// pid so that each one is stopped when the script that started it ends: normally, on an
// uncaught failure, on Ctrl-C (SIGINT) and on SIGTERM.
import { setTimeout as sleep } from 'node:timers/promises';

/** pid → short name, for every tracked child that has not exited yet. */
const running = new Map();
let handlersInstalled = false;

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };

/** Sends `signal` to `pid`; false when no such process exists any more. */
export function signalPid(pid, signal = 'SIGTERM') {
  try {
    process.kill(pid, signal);
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
}

/** True while a process with this pid exists (zombies included). */
export function isAlive(pid) {
  return signalPid(pid, 0);
}

/**
 * Stops `pid`: SIGTERM, then SIGKILL if it is still there after `graceMs`. Resolves once it is
 * gone (or after the SIGKILL grace, for a process that cannot be reaped by us).
 */
export async function stopPid(pid, { graceMs = 3_000 } = {}) {
  if (!signalPid(pid, 'SIGTERM')) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return;
    await sleep(25);
  }
  signalPid(pid, 'SIGKILL');
  const killDeadline = Date.now() + 1_000;
  while (Date.now() < killDeadline && isAlive(pid)) await sleep(25);
}

/** Stops a child started with `spawn` and waits for its exit event. */
export async function stopChild(child, { graceMs = 3_000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function stopAllNow() {
  // Only synchronous work is possible in an 'exit' handler: send the signal and move on.
  for (const pid of running.keys()) signalPid(pid, 'SIGTERM');
  running.clear();
}

function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', stopAllNow);
  for (const signal of Object.keys(SIGNAL_EXIT_CODES)) {
    process.on(signal, () => {
      stopAllNow();
      // Another handler (a test runner's, for instance) decides how its process ends; alone,
      // we end it the way the signal would have.
      if (process.listenerCount(signal) === 1) process.exit(SIGNAL_EXIT_CODES[signal]);
    });
  }
}

/** Registers a spawned child so that it is stopped when this process ends. Returns it. */
export function track(child, name) {
  if (child.pid === undefined) return child;
  installHandlers();
  running.set(child.pid, name);
  child.once('exit', () => running.delete(child.pid));
  return child;
}

/** The names and pids of the tracked children still running. */
export function trackedProcesses() {
  return [...running].map(([pid, name]) => ({ pid, name }));
}
