import { LOCAL_CHAIN_DIR } from '../../../scripts/chain/anvil.mjs';

/**
 * The end-to-end chains' base port: not 8545, which `npm start` uses. `E2E_ANVIL_PORT` moves it,
 * so two checkouts can run their end-to-end tests side by side. Worker i (Playwright's
 * parallelIndex) has its own anvil on E2E_ANVIL_PORT + i.
 */
export const E2E_ANVIL_PORT = Number(process.env.E2E_ANVIL_PORT ?? 8555);
/** Most workers a run may use: each takes a port above the base one. */
export const E2E_MAX_WORKERS = 10;
/**
 * Parallel Playwright workers, each with its own anvil and preview server. `E2E_WORKERS`
 * overrides (1 runs everything in one browser, as before).
 */
export const E2E_WORKERS = Math.min(
  E2E_MAX_WORKERS,
  Math.max(1, Number(process.env.E2E_WORKERS ?? 3) || 1),
);
/** Where the end-to-end build goes (gitignored); `dist/` stays what `npm start` serves. */
export const E2E_OUT_DIR = 'dist-e2e';
/** Pids of the servers the global setup started, for the global teardown. */
export const E2E_SERVERS_FILE = `${LOCAL_CHAIN_DIR}/e2e-servers.json`;

/** Set by the global setup; the workers inherit them. */
export const E2E_ENV = {
  /** Worker 0's chain and hub (kept for scripts that read one URL). */
  rpcUrl: 'E2E_RPC_URL',
  baseUrl: 'E2E_BASE_URL',
  /** JSON list of every worker's { rpcUrl, baseUrl }, indexed by parallelIndex. */
  workers: 'E2E_WORKER_SERVERS',
} as const;

/** One worker's servers: its anvil and the hub build that reads from that anvil. */
export interface E2EWorkerServers {
  rpcUrl: string;
  baseUrl: string;
}

/** A value the global setup placed in the environment, or a clear error if it is missing. */
export function requireE2EEnv(name: (typeof E2E_ENV)[keyof typeof E2E_ENV]): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts.`);
  return value;
}

/** The servers of the worker with this parallelIndex. */
export function workerServers(parallelIndex: number): E2EWorkerServers {
  const all = JSON.parse(requireE2EEnv(E2E_ENV.workers)) as E2EWorkerServers[];
  const servers = all[parallelIndex];
  if (!servers) {
    throw new Error(
      `No servers for worker ${parallelIndex}: the global setup started ${all.length}.`,
    );
  }
  return servers;
}
