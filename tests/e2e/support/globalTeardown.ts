import { existsSync, readFileSync, rmSync } from 'node:fs';
import { stopPid } from '../../../scripts/chain/processes.mjs';
import { E2E_SERVERS_FILE, type E2EServers } from './servers';

/** Stops, by pid, the servers the global setup started. */
export default async function globalTeardown(): Promise<void> {
  if (!existsSync(E2E_SERVERS_FILE)) return;
  const { pids } = JSON.parse(readFileSync(E2E_SERVERS_FILE, 'utf8')) as E2EServers;
  await Promise.all(pids.map((pid) => stopPid(pid)));
  rmSync(E2E_SERVERS_FILE);
}
