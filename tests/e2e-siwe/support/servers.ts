import { LOCAL_CHAIN_DIR } from '../../../scripts/chain/anvil.mjs';

/** Where this run's hub build goes (inside the gitignored .local-chain/). */
export const SIWE_E2E_OUT_DIR = '.local-chain/dist-e2e-siwe';
/** The build of the hub whose sign-in server keeps the Safe-frame cookie. */
export const SIWE_E2E_SAFE_FRAME_OUT_DIR = '.local-chain/dist-e2e-siwe-safe-frame';
/** Pids of what the global setup started, for the teardown (and a run that was killed). */
export const SIWE_E2E_SERVERS_FILE = `${LOCAL_CHAIN_DIR}/e2e-siwe-servers.json`;

/** Set by the global setup; the workers inherit them. */
export const SIWE_E2E_ENV = {
  baseUrl: 'SIWE_E2E_BASE_URL',
  rpcUrl: 'SIWE_E2E_RPC_URL',
  apiUrl: 'SIWE_E2E_API_URL',
  smartWallet: 'SIWE_E2E_SMART_WALLET',
  /**
   * A second hub and sign-in server, configured as for Safe{Wallet}: SIWE_COOKIE_SAMESITE=none,
   * so the session cookie is Partitioned, Secure and SameSite=None (the first keeps the default,
   * Strict).
   */
  safeFrameBaseUrl: 'SIWE_E2E_SAFE_FRAME_BASE_URL',
  safeFrameApiUrl: 'SIWE_E2E_SAFE_FRAME_API_URL',
} as const;

export function requireSiweE2EEnv(name: (typeof SIWE_E2E_ENV)[keyof typeof SIWE_E2E_ENV]): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through playwright.siwe.config.ts.`);
  return value;
}
