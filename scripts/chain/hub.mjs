// Building the hub against a local chain and serving the build with `vite preview`. Vite runs
// as a direct child of node (not through npx) so that the pid we hold is vite's own.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCAL_CHAIN_DIR, PROJECT_ROOT, isPortTaken } from './anvil.mjs';
import { stopChild, track } from './processes.mjs';

const VITE_BIN = `${PROJECT_ROOT}node_modules/vite/bin/vite.js`;

/**
 * Where `npm start` builds and serves the hub (relative to the project root): under the gitignored
 * `.local-chain/`, never `dist/`, the folder docs/deploy.md publishes, as this build carries the
 * local chain, the Local Dev Wallet and loopback endpoints. Its source maps go to
 * `.sourcemaps/dist-local/` (the plugin names them by the folder's name).
 */
export const LOCAL_BUILD_DIR = '.local-chain/dist-local';
const PREVIEW_READY_TIMEOUT_MS = 20_000;
const PREVIEW_POLL_MS = 50;

/**
 * vite's arguments for a build into `outDir` ({@link LOCAL_BUILD_DIR} unless told).
 * @param {{ outDir?: string }} [options]
 */
export function viteBuildArgs({ outDir = LOCAL_BUILD_DIR } = {}) {
  return [VITE_BIN, 'build', '--outDir', outDir, '--emptyOutDir'];
}

/**
 * vite's arguments for serving `outDir` ({@link LOCAL_BUILD_DIR} unless told) on host:port.
 * @param {{ outDir?: string, port: number, host?: string }} options
 */
export function vitePreviewArgs({ outDir = LOCAL_BUILD_DIR, port, host = '127.0.0.1' }) {
  return [
    VITE_BIN,
    'preview',
    '--outDir',
    outDir,
    '--host',
    host,
    '--port',
    String(port),
    '--strictPort',
  ];
}

/** stdio for a child: inherited, or appended to a log file under .local-chain/. */
function outputTo(logName) {
  if (!logName) return { stdio: ['ignore', 'inherit', 'inherit'], logFile: undefined, close() {} };
  mkdirSync(LOCAL_CHAIN_DIR, { recursive: true });
  const logFile = `${LOCAL_CHAIN_DIR}/${logName}`;
  const fd = openSync(logFile, 'w');
  return { stdio: ['ignore', fd, fd], logFile, close: () => closeSync(fd) };
}

function tail(logFile) {
  if (!logFile) return '';
  try {
    return `\n${readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n')}`;
  } catch {
    return '';
  }
}

/**
 * `vite build` with VITE_LOCAL_RPC_URL set, into `outDir` (relative to the project root;
 * {@link LOCAL_BUILD_DIR} unless told). A
 * rehearsal build, never hosted: BEAR_REHEARSAL=1 lets it carry the local chain and the dev
 * wallet (a production build refuses them otherwise, scripts/build/hostingPlugin.mjs).
 * `env` adds build variables (e.g. VITE_SIWE_API_URL for sign-in).
 * @param {{ rpcUrl: string, outDir?: string, logName?: string, env?: Record<string, string> }} options
 * @returns {Promise<{ ms: number }>}
 */
export async function buildHub({ rpcUrl, outDir, logName, env = {} }) {
  const output = outputTo(logName);
  const startedAt = performance.now();
  const child = spawn(process.execPath, viteBuildArgs({ outDir }), {
    cwd: PROJECT_ROOT,
    stdio: output.stdio,
    env: { ...process.env, ...env, VITE_LOCAL_RPC_URL: rpcUrl, BEAR_REHEARSAL: '1' },
  });
  output.close();
  track(child, 'vite build');
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal));
  });
  if (code !== 0) throw new Error(`vite build failed (${code}).${tail(output.logFile)}`);
  return { ms: Math.round(performance.now() - startedAt) };
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `vite preview` of `outDir` ({@link LOCAL_BUILD_DIR} unless told) on host:port (strictPort),
 * resolved once it serves the page.
 * @param {{ outDir?: string, port: number, host?: string, logName?: string }} options
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void>, exited: Promise<number | string> }>}
 */
export async function startPreview({ outDir, port, host = '127.0.0.1', logName }) {
  // Checked first: another server on the port would answer the readiness probe in our stead.
  if (isPortTaken(port)) {
    throw new Error(`Port ${port} is already in use; stop what runs there or set PREVIEW_PORT.`);
  }
  const output = outputTo(logName);
  const child = spawn(process.execPath, vitePreviewArgs({ outDir, port, host }), {
    cwd: PROJECT_ROOT,
    stdio: output.stdio,
  });
  output.close();
  track(child, 'vite preview');
  const stop = () => stopChild(child);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + PREVIEW_READY_TIMEOUT_MS;
  let lastError = 'no answer';
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `vite preview exited (${child.exitCode ?? child.signalCode}).${tail(output.logFile)}`,
        );
      }
      if (Date.now() > deadline)
        throw new Error(
          `vite preview did not answer on ${url} (${lastError}).${tail(output.logFile)}`,
        );
      try {
        const response = await fetch(url);
        if (response.ok) break;
        lastError = `HTTP ${response.status}`;
      } catch (error) {
        // not listening yet, usually; the cause is kept for the timeout message
        lastError = String(error?.cause?.code ?? error?.cause?.message ?? error);
      }
      await sleep(PREVIEW_POLL_MS);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop, exited };
}
