import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

/** The anvil binary of the npm package (no Foundry install needed). */
export const ANVIL_BINARY = fileURLToPath(
  new URL('../../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil', import.meta.url),
);
/**
 * Contract tests own this port; 8545 and 8555 belong to the app's and the end-to-end chains.
 * `CONTRACT_TESTS_ANVIL_PORT` moves it, so two checkouts can run their contract tests side by side.
 */
export const CONTRACT_TESTS_ANVIL_PORT = Number(process.env.CONTRACT_TESTS_ANVIL_PORT ?? 8547);
export const CONTRACT_TESTS_RPC_URL = `http://127.0.0.1:${CONTRACT_TESTS_ANVIL_PORT}`;

const READY_TIMEOUT_MS = 15_000;
const READY_POLL_MS = 25;
const STOP_TIMEOUT_MS = 5_000;

export interface RunningAnvil {
  pid: number;
  rpcUrl: string;
  startMs: number;
  stop: () => Promise<void>;
}

async function answersRpc(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A port nothing listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts anvil on `port` and resolves once it answers JSON-RPC; refuses a port in use.
 * `chainId` gives it another chain id than the local 31337 (a stand-in for a public chain).
 */
export async function startAnvil(
  port = CONTRACT_TESTS_ANVIL_PORT,
  { chainId }: { chainId?: number } = {},
): Promise<RunningAnvil> {
  const rpcUrl = `http://127.0.0.1:${port}`;
  if (await answersRpc(rpcUrl)) {
    throw new Error(`Something already answers on ${rpcUrl}; contract tests need that port free.`);
  }
  const started = performance.now();
  const args = ['--host', '127.0.0.1', '--port', String(port), '--silent'];
  if (chainId !== undefined) args.push('--chain-id', String(chainId));
  const child = spawn(ANVIL_BINARY, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const pid = child.pid;
  if (pid === undefined) throw new Error(`anvil did not start: ${stderr}`);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await waitForExit(child);
    clearTimeout(timer);
  };

  const deadline = started + READY_TIMEOUT_MS;
  while (!(await answersRpc(rpcUrl))) {
    if (child.exitCode !== null || performance.now() > deadline) {
      await stop();
      throw new Error(`anvil did not answer on ${rpcUrl}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  return { pid, rpcUrl, startMs: performance.now() - started, stop };
}
