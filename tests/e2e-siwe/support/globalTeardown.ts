import { stopRecordedServers } from '../../e2e/support/serverPids';
import { SIWE_E2E_SERVERS_FILE } from './servers';

/** Stops, by pid, what the global setup started. */
export default function globalTeardown(): Promise<void> {
  return stopRecordedServers(SIWE_E2E_SERVERS_FILE);
}
