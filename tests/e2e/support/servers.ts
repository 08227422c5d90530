import { LOCAL_CHAIN_DIR } from '../../../scripts/chain/anvil.mjs';

/** The end-to-end chain's port: not 8545, which `npm start` uses. */
export const E2E_ANVIL_PORT = 8575; // this worktree's own port, so parallel e2e runs do not kill each other's anvil
/** Where the end-to-end build goes (gitignored); `dist/` stays what `npm start` serves. */
export const E2E_OUT_DIR = 'dist-e2e';
/** Pids of the servers the global setup started, for the global teardown. */
export const E2E_SERVERS_FILE = `${LOCAL_CHAIN_DIR}/e2e-servers.json`;

/** Set by the global setup; the workers inherit them. */
export const E2E_ENV = { rpcUrl: 'E2E_RPC_URL', baseUrl: 'E2E_BASE_URL' } as const;

export interface E2EServers {
  pids: number[];
}

/** A value the global setup placed in the environment, or a clear error if it is missing. */
export function requireE2EEnv(name: (typeof E2E_ENV)[keyof typeof E2E_ENV]): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts.`);
  return value;
}
