// The local chain: anvil from the pinned npm package @foundry-rs/anvil-linux-amd64, on
// 127.0.0.1, chain id 31337. The port is freed first; anvil is stopped by its pid on stop(),
// when this process exits, on SIGINT / SIGTERM, and when it does not come up.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { signalPid, isAlive, stopChild, track } from './processes.mjs';

// Resolved from this file's path (bundlers rewrite `new URL(…, import.meta.url)`), with a
// trailing slash so that paths can be appended.
export const PROJECT_ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;
/** Logs of the local chain and of the servers the scripts start (gitignored). */
export const LOCAL_CHAIN_DIR = `${PROJECT_ROOT}.local-chain`;
/** Must equal LOCAL_CHAIN_ID in src/config/chains.ts (a unit test checks it). */
export const LOCAL_CHAIN_ID = 31337;
export const DEFAULT_ANVIL_PORT = 8545;
export const DEFAULT_ANVIL_HOST = '127.0.0.1';

const ANVIL_PACKAGE = '@foundry-rs/anvil-linux-amd64';
export const ANVIL_BINARY = `${PROJECT_ROOT}node_modules/${ANVIL_PACKAGE}/bin/anvil`;
const READY_TIMEOUT_MS = 15_000;
const READY_POLL_MS = 20;
const PORT_RELEASE_TIMEOUT_MS = 3_000;
const LISTEN_STATE = '0A';

/** The anvil binary, or an error that says what is wrong and how to fix it. */
export function anvilBinary() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `The local chain uses ${ANVIL_PACKAGE}, which runs on Linux x64 only ` +
        `(this is ${process.platform} ${process.arch}). Install anvil from Foundry for this ` +
        'platform and start it on 127.0.0.1:8545 with --chain-id 31337.',
    );
  }
  if (!existsSync(ANVIL_BINARY)) {
    throw new Error(
      `anvil is missing: ${ANVIL_BINARY} does not exist. It comes with the optional ` +
        `dependency ${ANVIL_PACKAGE}; run \`npm install\` (without --omit=optional).`,
    );
  }
  return ANVIL_BINARY;
}

/** Inodes of the sockets listening on `port` (any address, IPv4 or IPv6), from /proc/net. */
function listeningInodes(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      if (columns.length < 10 || columns[3] !== LISTEN_STATE) continue;
      const localPort = Number.parseInt(columns[1].split(':').pop(), 16);
      if (localPort === port) inodes.add(columns[9]);
    }
  }
  return inodes;
}

/** True when something listens on this TCP port. */
export function isPortTaken(port) {
  return listeningInodes(port).size > 0;
}

/** Pids of the processes holding one of these socket inodes (scans /proc/<pid>/fd). */
function pidsHolding(inodes) {
  const wanted = new Set([...inodes].map((inode) => `socket:[${inode}]`));
  const pids = new Set();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone meanwhile, or not ours to read
    }
    for (const fd of fds) {
      try {
        if (wanted.has(readlinkSync(`/proc/${entry}/fd/${fd}`))) {
          pids.add(Number(entry));
          break;
        }
      } catch {
        // the descriptor closed while we looked
      }
    }
  }
  return pids;
}

/**
 * Frees a TCP port: whatever listens on it gets SIGTERM, then SIGKILL if the port is still
 * taken after a grace period. Uses /proc only, so it needs no extra system package.
 */
export async function freePort(port) {
  let inodes = listeningInodes(port);
  if (inodes.size === 0) return;
  const pids = pidsHolding(inodes);
  if (pids.size === 0) {
    throw new Error(`Port ${port} is taken by a process this user cannot see; free it and retry.`);
  }
  for (const pid of pids) {
    console.log(`Port ${port} is taken by pid ${pid}: stopping it.`);
    signalPid(pid, 'SIGTERM');
  }
  const deadline = Date.now() + PORT_RELEASE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    inodes = listeningInodes(port);
    if (inodes.size === 0) return;
    await sleep(READY_POLL_MS);
  }
  for (const pid of pids) if (isAlive(pid)) signalPid(pid, 'SIGKILL');
  await sleep(200);
  if (listeningInodes(port).size > 0)
    throw new Error(`Port ${port} is still taken; free it and retry.`);
}

/** One JSON-RPC call over HTTP; throws the node's error as an Error. */
export async function rpc(rpcUrl, method, params = []) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = await response.json();
  if (body.error) throw new Error(`${method}: ${body.error.message} (${body.error.code})`);
  return body.result;
}

function lastLines(file, count = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitUntilReady(rpcUrl, child, logFile) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const expected = `0x${LOCAL_CHAIN_ID.toString(16)}`;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `anvil exited (${child.exitCode ?? child.signalCode}) before answering. Log:\n${lastLines(logFile)}`,
      );
    }
    try {
      const chainId = await rpc(rpcUrl, 'eth_chainId');
      if (chainId === expected) return;
      throw new Error(`anvil answered chain id ${chainId}, expected ${expected}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('anvil answered')) throw error;
      // not listening yet
    }
    await sleep(READY_POLL_MS);
  }
  throw new Error(
    `anvil did not answer eth_chainId within ${READY_TIMEOUT_MS} ms. Log:\n${lastLines(logFile)}`,
  );
}

/**
 * Starts anvil and resolves once it answers eth_chainId with 31337.
 * @param {{ port?: number, host?: string, quiet?: boolean }} [options]
 * @returns {Promise<{ rpcUrl: string, pid: number, readyMs: number, logFile: string, stop: () => Promise<void>, exited: Promise<number | string> }>}
 */
export async function startAnvil({
  port = DEFAULT_ANVIL_PORT,
  host = DEFAULT_ANVIL_HOST,
  quiet = false,
} = {}) {
  const binary = anvilBinary();
  await freePort(port);
  mkdirSync(LOCAL_CHAIN_DIR, { recursive: true });
  const logFile = `${LOCAL_CHAIN_DIR}/anvil-${port}.log`;
  const logFd = openSync(logFile, 'w');
  const startedAt = performance.now();
  const child = spawn(
    binary,
    ['--host', host, '--port', String(port), '--chain-id', String(LOCAL_CHAIN_ID)],
    { stdio: ['ignore', logFd, logFd] },
  );
  closeSync(logFd); // the child holds its own copy
  track(child, 'anvil');
  const spawnFailed = new Promise((_, reject) => child.once('error', reject));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const stop = () => stopChild(child);
  const rpcUrl = `http://${host}:${port}`;
  try {
    await Promise.race([waitUntilReady(rpcUrl, child, logFile), spawnFailed]);
  } catch (error) {
    await stop();
    throw error;
  }
  const readyMs = Math.round(performance.now() - startedAt);
  if (!quiet) {
    console.log(
      `anvil ready at ${rpcUrl} (chain ${LOCAL_CHAIN_ID}, pid ${child.pid}) in ${readyMs} ms; log: ${logFile}`,
    );
  }
  return { rpcUrl, pid: child.pid, readyMs, logFile, stop, exited };
}
