// A stand-in for a public chain, for publicChain.spec.ts: its own anvil with Sepolia's chain id,
// the production deploy script run as a user runs it, a build of the hub for that chain and
// `vite preview` serving it. Independent of the shared global setup; everything it starts is
// stopped by pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ANVIL_BINARY, LOCAL_CHAIN_DIR, PROJECT_ROOT, rpc } from '../../../scripts/chain/anvil.mjs';

export const PUBLIC_CHAIN_ID = 11155111;
/** anvil's dev account #0: the deployer of this stand-in chain (a well-known test key). */
export const DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** Scratch space (gitignored): deployment records, keystore, build output, logs. */
export const WORK_DIR = join(LOCAL_CHAIN_DIR, 'public-chain-e2e');
export const DEPLOYMENTS_DIR = join(WORK_DIR, 'deployments');
export const OUT_DIR = join(WORK_DIR, 'dist');
const VITE_BIN = `${PROJECT_ROOT}node_modules/vite/bin/vite.js`;
const DEPLOY_SCRIPT = `${PROJECT_ROOT}scripts/contracts/deployPublic.mjs`;
const READY_TIMEOUT_MS = 20_000;

/** A port from the environment (to keep parallel checkouts apart), or a free one. */
export async function portFrom(variable: string): Promise<number> {
  const fixed = Number(process.env[variable]);
  if (Number.isInteger(fixed) && fixed > 0) return fixed;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Every process this file started, stopped by pid in `stopAll`. */
const started = new Set<ChildProcess>();

function track(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(3_000).then(() => false)]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...started].map(stopProcess));
}

export function resetWorkDir(): void {
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(join(DEPLOYMENTS_DIR, 'config'), { recursive: true });
}

/** anvil with Sepolia's chain id. `automine: false` holds every transaction in the pool. */
export async function startPublicAnvil(port: number, { automine }: { automine: boolean }) {
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(PUBLIC_CHAIN_ID),
  ];
  if (!automine) args.push('--no-mining');
  const log = join(WORK_DIR, 'anvil.log');
  const child = track(spawn(ANVIL_BINARY, args, { stdio: ['ignore', 'ignore', 'ignore'] }));
  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`anvil exited (${child.exitCode}); is port ${port} free? (${log})`);
    try {
      const chainId = await rpc(rpcUrl, 'eth_chainId');
      if (Number(chainId) !== PUBLIC_CHAIN_ID) {
        throw new Error(`port ${port} answers chain ${Number(chainId)}: another node runs there`);
      }
      return { rpcUrl, child };
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('port')) throw error;
      if (Date.now() > deadline) throw new Error(`anvil did not answer on ${rpcUrl}`);
      await sleep(100);
    }
  }
}

export interface RunResult {
  code: number | null;
  output: string;
}

/** `npm run deploy -- …` as a user runs it (node directly, so the pid is the script's). */
export function startDeploy(args: string[], env: Record<string, string>) {
  const child = track(
    spawn(process.execPath, [DEPLOY_SCRIPT, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...withoutDeployerEnv(process.env), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<RunResult>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  return { child, done, output: () => output };
}

function withoutDeployerEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && !key.startsWith('DEPLOYER_') && !key.startsWith('VITE_')) {
      copy[key] = value;
    }
  }
  return copy;
}

/** The deployment record the script keeps, or undefined before it exists. */
export function readRecord(): DeploymentRecord | undefined {
  try {
    return JSON.parse(
      readFileSync(join(DEPLOYMENTS_DIR, `${PUBLIC_CHAIN_ID}.json`), 'utf8'),
    ) as DeploymentRecord;
  } catch {
    return undefined;
  }
}

export interface DeploymentRecord {
  chainId: number;
  deployer: string;
  contracts: Record<string, { address?: string; transactionHash?: string }>;
  steps: Record<
    string,
    { status: string; nonce: number; transactionHash: string; address?: string }
  >;
}

export async function waitFor<T>(check: () => T | undefined, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

export function writeConfig(config: object): string {
  const file = join(DEPLOYMENTS_DIR, 'config', `${PUBLIC_CHAIN_ID}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** `vite build` of the hub for the stand-in chain only, reading the records of this run. */
export async function buildForPublicChain(rpcUrl: string): Promise<RunResult> {
  const child = track(
    spawn(process.execPath, [VITE_BIN, 'build', '--outDir', OUT_DIR, '--emptyOutDir'], {
      cwd: PROJECT_ROOT,
      env: {
        ...withoutDeployerEnv(process.env),
        VITE_ENABLE_TESTNETS: 'true',
        VITE_RPC_URLS: `${PUBLIC_CHAIN_ID}=${rpcUrl}`,
        BEAR_DEPLOYMENTS_DIR: DEPLOYMENTS_DIR,
        // A rehearsal on a loopback stand-in chain, never hosted.
        BEAR_REHEARSAL: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/** `vite preview` of that build (the production headers included), once it answers. */
export async function startPreview(port: number) {
  const child = track(
    spawn(
      process.execPath,
      [
        VITE_BIN,
        'preview',
        '--outDir',
        OUT_DIR,
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--strictPort',
      ],
      { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'ignore'] },
    ),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited; is port ${port} free?`);
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`vite preview did not answer on ${url}`);
    await sleep(100);
  }
}
