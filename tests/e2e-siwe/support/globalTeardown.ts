import { existsSync, readFileSync, rmSync } from 'node:fs';
import { stopPid } from '../../../scripts/chain/processes.mjs';
import { SIWE_E2E_SERVERS_FILE, type SiweE2EServers } from './servers';

/** Stops, by pid, what the global setup started. */
export default async function globalTeardown(): Promise<void> {
  if (!existsSync(SIWE_E2E_SERVERS_FILE)) return;
  const { pids } = JSON.parse(readFileSync(SIWE_E2E_SERVERS_FILE, 'utf8')) as SiweE2EServers;
  await Promise.all(pids.map((pid) => stopPid(pid)));
  rmSync(SIWE_E2E_SERVERS_FILE);
}
